import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const apiKeyItem = z.object({
  id: z.string(),
  name: z.string(),
  /** Length of the key, for the bullet mask; the key itself comes only from the secret endpoint. */
  keyLength: z.number().int(),
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
});
export type ApiKeyCreate = z.input<typeof apiKeyCreate>;

export const apiKeyCreated = z.object({ item: apiKeyItem, key: z.string() });
export const apiKeyPatch = z.object({ isActive: z.boolean() });
export const apiKeySecret = z.object({ key: z.string() });
