import { z } from 'zod';
import { API_KEY_SCOPES, DEFAULT_API_KEY_SCOPES } from '../domain/api-keys.ts';
import { isoDate } from './common.ts';

export const apiKeyItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Length of the key, for the bullet mask; the key itself is shown once, at creation or rotation. */
  keyLength: z.number().int(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  createdAt: z.string(),
  expiresOn: isoDate.nullable(),
  isActive: z.boolean(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKeyItem = z.infer<typeof apiKeyItem>;

export const apiKeyList = z.object({ serviceName: z.string(), keys: z.array(apiKeyItem) });

export const apiKeyCreate = z.object({
  name: z.string().trim().min(1).max(100),
  /** Last day the key works (German calendar); null = never expires. */
  expiresOn: isoDate.nullable().default(null),
  isActive: z.boolean().default(true),
  scopes: z
    .array(z.enum(API_KEY_SCOPES))
    .min(1)
    .max(API_KEY_SCOPES.length)
    .default(DEFAULT_API_KEY_SCOPES)
    .transform((scopes) => API_KEY_SCOPES.filter((scope) => scopes.includes(scope))),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreate>;

/** Create or rotate: the item and the key itself, shown this once (only its hash is stored). */
export const apiKeyCreated = z.object({ item: apiKeyItem, key: z.string() });
export const apiKeyPatch = z.object({ isActive: z.boolean() });
