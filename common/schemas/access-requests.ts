import { z } from 'zod';
import { ACCESS_REQUEST_STATES } from '../domain/access-requests.ts';
import { PAGE_KEYS } from '../domain/pages.ts';

/** POST /api/access-requests: the locked page the learner asks for (issue 28). */
export const accessRequestBody = z.object({ page: z.enum(PAGE_KEYS) }).strict();
export type AccessRequestBody = z.infer<typeof accessRequestBody>;

/** The learner's view of one of their requests. */
export const ownAccessRequest = z.object({
  page: z.enum(PAGE_KEYS),
  state: z.enum(ACCESS_REQUEST_STATES),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type OwnAccessRequest = z.infer<typeof ownAccessRequest>;
export const ownAccessRequests = z.object({ requests: z.array(ownAccessRequest) });

/** An open request, as administrators see it in the bell: who asks for which page. */
export const pendingAccessRequest = z.object({
  id: z.string(),
  page: z.enum(PAGE_KEYS),
  createdAt: z.string(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string().nullable() }),
});
export type PendingAccessRequest = z.infer<typeof pendingAccessRequest>;
/** The oldest open requests first, at most ACCESS_REQUESTS_SHOWN; `total` counts all of them. */
export const pendingAccessRequests = z.object({
  requests: z.array(pendingAccessRequest),
  total: z.number().int(),
});
export type PendingAccessRequests = z.infer<typeof pendingAccessRequests>;
export const ACCESS_REQUESTS_SHOWN = 20;

/** POST /api/admin/access-requests/:id/decision: grant (opens the page) or decline. */
export const accessDecisionBody = z.object({ decision: z.enum(['granted', 'declined']) }).strict();
export const accessDecision = z.object({ id: z.string(), state: z.enum(ACCESS_REQUEST_STATES) });
