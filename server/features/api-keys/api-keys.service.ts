import { isExpiryAllowed } from '../../../common/domain/api-keys.ts';
import { endOfGermanDay, germanDayEndingAt, todayInGermany } from '../../../common/domain/dates.ts';
import type { ApiKeyItem } from '../../../common/schemas/api-keys.ts';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { Clock } from '../../kernel/clock.ts';
import { sha256 } from '../../kernel/crypto.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import * as repo from './api-keys.repo.ts';
import { decryptKey, encryptKey, generateApiKey } from './key-crypto.ts';

function toItem(row: repo.ApiKeyRow, keyLength: number): ApiKeyItem {
  return {
    id: row.id,
    name: row.name,
    keyLength,
    createdAt: row.createdAt.toISOString(),
    expiresOn: row.expiresAt ? germanDayEndingAt(row.expiresAt) : null,
    isActive: row.isActive,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

const KEY_LENGTH = 35; // pd_ + 32

/** CRM integration keys: generated and kept on the server (hash for lookup, ciphertext to reveal). */
export function createApiKeysService(deps: { db: Db; secret: string; clock: Clock }) {
  const { db, secret, clock } = deps;
  return {
    async list() {
      return (await repo.listKeys(db)).map((row) => toItem(row, KEY_LENGTH));
    },

    async create(input: { name: string; expiresOn: string | null; isActive: boolean }) {
      if (!isExpiryAllowed(input.expiresOn, todayInGermany(clock.now())))
        throw new AppError('validation', 400);
      const key = generateApiKey();
      try {
        const row = await repo.insertKey(db, {
          name: input.name,
          keyHash: sha256(key),
          keyCiphertext: encryptKey(secret, key),
          expiresAt: input.expiresOn ? endOfGermanDay(input.expiresOn) : null,
          isActive: input.isActive,
        });
        return { item: toItem(row, key.length), key };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('conflict', 409);
        throw error;
      }
    },

    async reveal(id: string) {
      const row = await repo.findKey(db, id);
      if (!row) throw notFound();
      return { key: decryptKey(secret, row.keyCiphertext) };
    },

    async setActive(id: string, isActive: boolean) {
      const row = await repo.setActive(db, id, isActive);
      if (!row) throw notFound();
      return toItem(row, KEY_LENGTH);
    },

    async remove(id: string) {
      if (!(await repo.deleteKey(db, id))) throw notFound();
    },

    /** The key behind an integration request, or undefined when unknown, inactive or expired. */
    authenticate(key: string) {
      return repo.claimActiveKey(db, sha256(key));
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
