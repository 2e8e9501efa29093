import { z } from 'zod';
import { LEGAL_PAGES } from '../domain/privacy.ts';

export const legalParams = z.object({ page: z.enum(LEGAL_PAGES) });
export const legalResponse = z.object({ page: z.enum(LEGAL_PAGES), markdown: z.string() });
export type LegalResponse = z.infer<typeof legalResponse>;
