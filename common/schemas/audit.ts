import { z } from 'zod';
import { numberedPageOf, numberedPageQuery } from './common.ts';

export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = numberedPageQuery.extend({
  /** Filters by part of who, what or which object (case-insensitive). */
  q: z.string().trim().max(100).optional(),
});

export const auditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The administrator's address, or "API-Schlüssel …" for a CRM call; null once the account is erased. */
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  status: z.number().int(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = numberedPageOf(auditEntry);
export type AuditList = z.infer<typeof auditList>;
