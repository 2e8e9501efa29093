import { useQuery } from '@tanstack/react-query';
import type { UsageResponse } from '../../../common/schemas/leistungstest.ts';
import { api } from '../../lib/api-client.ts';
import { leistungstestKeys } from './api.ts';

/** Counts of use over all learners (admins only; never anyone's results). */
export function useUsage() {
  return useQuery({
    queryKey: [...leistungstestKeys.all, 'usage'] as const,
    queryFn: () => api.get<UsageResponse>('/admin/leistungstest/usage'),
  });
}
