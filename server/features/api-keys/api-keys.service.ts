import { type ApiKeyScope, isExpiryAllowed } from '../../../common/domain/api-keys.ts';
import { endOfGermanDay, germanDayEndingAt, todayInGermany } from '../../../common/domain/dates.ts';
import type { ApiKeyItem } from '../../../common/schemas/api-keys.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../kernel/clock.ts';
import { sha256 } from '../../kernel/crypto.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './api-keys.repo.ts';
import { generateApiKey } from './key-crypto.ts';

function toItem(row: repo.ApiKeyRow): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    keyLength: KEY_LENGTH,
    scopes: row.scopes as ApiKeyScope[],
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresAt ? germanDayEndingAt(row.expiresAt) : null,
    isActive: row.isActive,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

const KEY_LENGTH = 35; // pd_ + 32

/**
 * CRM integration keys: generated on the server and shown once; only the hash is stored, so a lost
 * key is rotated, never revealed (decision 018).
 */
export function createApiKeysService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async list() {
      return (await repo.listKeys(db)).map(toItem);
    },

    async create(input: {
      name: string;
      expiresOn: string | null;
      isActive: boolean;
      scopes: ApiKeyScope[];
    }) {
      if (!isExpiryAllowed(input.expiresOn, todayInGermany(clock.now())))
        throw new AppError('validation', 400);
      const key = generateApiKey();
      try {
        const row = await repo.insertKey(db, {
          name: input.name,
          keyHash: sha256(key),
          scopes: input.scopes,
          expiresAt: input.expiresOn ? endOfGermanDay(input.expiresOn) : null,
          isActive: input.isActive,
        });
        return { item: toItem(row), key };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', 409);
        throw error;
      }
    },

    /** A new secret for the key; the old one stops working at once. */
    async rotate(id: string) {
      const key = generateApiKey();
      const row = await repo.replaceHash(db, id, sha256(key));
      if (!row) throw notFound();
      return { item: toItem(row), key };
    },

    async setActive(id: string, isActive: boolean) {
      const row = await repo.setActive(db, id, isActive);
      if (!row) throw notFound();
      return toItem(row);
    },

    async remove(id: string) {
      if (!(await repo.deleteKey(db, id))) throw notFound();
    },

    /** The key behind an integration request (id, name, scopes), or undefined when unknown, inactive or expired. */
    async authenticate(key: string) {
      const row = await repo.claimActiveKey(db, sha256(key));
      return row ? { ...row, scopes: row.scopes as ApiKeyScope[] } : undefined;
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
