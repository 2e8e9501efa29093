import { z } from 'zod';

/**
 * The learner's links to CRM keys (settings, issue 26): which consultancy's system may change their
 * access and MPU reasons. 'invited': that key made the account; 'consent': the learner agreed to a
 * key's request (`agreedAt` null: not agreed; `declinedAt` set: declined or withdrawn, and not asked
 * again). The learner agrees (also after declining), declines or withdraws.
 */
export const crmLink = z.object({
  keyId: z.string(),
  name: z.string(),
  via: z.enum(['invited', 'consent']),
  requestedAt: z.string(),
  agreedAt: z.string().nullable(),
  declinedAt: z.string().nullable(),
});
export type CrmLink = z.infer<typeof crmLink>;

export const crmLinkList = z.object({ items: z.array(crmLink) });
export type CrmLinkList = z.infer<typeof crmLinkList>;
