import { z } from 'zod';
import { numberedPageOf, numberedPageQuery } from './common.ts';

export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = numberedPageQuery.extend({
  /** Filters by part of who, what or which object (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  /** Filters by a person: part of the acting or of the changed user's address or name (issue 28). */
  person: z.string().trim().max(100).optional(),
  /** Filters by one action exactly, e.g. "PATCH /api/admin/users/:id" (the choices: `actions`). */
  action: z.string().trim().max(200).optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The administrator's address, or "API-Schlüssel …" for a CRM call; null once the account is erased. */
  actor: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  /** The account the target id names, while it exists (issue 28: a person, not only a UUID). */
  targetUser: z.object({ email: z.string(), name: z.string().nullable() }).nullable(),
  status: z.number().int(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = numberedPageOf(auditEntry).extend({
  /** Every action the log holds, for the filter's choices. */
  actions: z.array(z.string()),
});
export type AuditList = z.infer<typeof auditList>;
