import { z } from 'zod';

/**
 * The signed-in user's sessions (settings, issue 26): each browser signed in, with its device
 * label, network prefix, sign-in and last use (kept to the day). `current` is this browser.
 */
export const sessionItem = z.object({
  id: z.string(),
  device: z.string().nullable(),
  network: z.string().nullable(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SessionItem = z.infer<typeof sessionItem>;

export const sessionList = z.object({ items: z.array(sessionItem) });
export type SessionList = z.infer<typeof sessionList>;

export const sessionParams = z.object({
  id: z
    .string()
    .length(32)
    .regex(/^[0-9a-f]{32}$/),
});
