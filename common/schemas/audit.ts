import { z } from 'zod';

export const AUDIT_PAGE_SIZE = 50;

export const auditQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
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

export const auditList = z.object({
  entries: z.array(auditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditList = z.infer<typeof auditList>;
