import { useQuery } from '@tanstack/react-query';
import type { CaseWorkbook } from '../../../common/domain/case.ts';
import type { CaseResponse } from '../../../common/schemas/case.ts';
import { api } from '../../lib/api-client.ts';
import { workbookMeta } from '../../lib/server-state.ts';

export const caseKeys = { all: ['case'] as const };

/** The learner's own workbook ('Mein MPU-Fall'); edits are written back by `useAutosave`. */
export function useCase() {
  return useQuery({
    queryKey: caseKeys.all,
    queryFn: () => api.get<CaseResponse>('/case'),
    meta: workbookMeta,
  });
}

export const saveCase = (workbook: CaseWorkbook) => api.put<CaseResponse>('/case', workbook);
