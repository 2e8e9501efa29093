import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** Route parameters that are UUIDs, by name: `uuidParams('videoId')` is `{ videoId: uuid }`. */
export const uuidParams = <const K extends string>(...keys: K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.uuid()])) as Record<K, z.ZodUUID>);

/** Route parameters `{ id }` of every resource addressed by its UUID. */
export const idParams = uuidParams('id');

/**
 * The client's id of one answer (decision 026): optional on every answer POST. The server stores it
 * with a unique index per learner; a repeated request with the same id returns the first result and
 * writes nothing new (an offline queue may resend freely).
 */
export const attemptId = z.uuid().optional();

/** The body of a write that has nothing else to say. */
export const okResponse = z.object({ ok: z.literal(true) });

/** The body of a create: the new item's id. */
export const createdResponse = z.object({ id: z.string() });

/** A real calendar date `YYYY-MM-DD` (rejects `9999-99-99`, `2030-02-30`). */
export const isoDate = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'invalid_date' })
  .refine(
    (value) => {
      const [y, m, d] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(y, m - 1, d));
      return y >= 1900 && y <= 2200 && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    },
    { message: 'invalid_date' },
  );

/** Trimmed free text up to `max` characters (NUL characters are refused for every route by the server). */
export const text = (max: number) => z.string().trim().max(max);

/*
 * Two kinds of paged list, one schema pair each: a numbered list (page N of M, for tables a person
 * pages through: the audit log, the admin's questions, a learner's activity) and a keyset list
 * (opaque cursor, 'load more', cheap on deep pages: the glossary).
 */

/** The query of a numbered list: `page` counts from 1. */
export const numberedPageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) });

/** One page of a numbered list: its items, every match (`total`), this page's number and size. */
export const numberedPageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });

/** Most items one page of a keyset list carries. */
export const PAGE_LIMIT_MAX = 100;

/**
 * The query of a keyset list: `cursor` is the opaque `nextCursor` of the previous page (absent for
 * the first page), `limit` how many items to return.
 */
export const pageQuery = (defaultLimit: number) =>
  z.object({
    cursor: z.string().max(1000).optional(),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(defaultLimit),
  });

/**
 * One page of a keyset list: `nextCursor` asks for the next page (null on the last one); `total` counts
 * every match and is sent with the first page only (null on later pages, so they stay cheap).
 */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int().min(0).nullable(),
    nextCursor: z.string().nullable(),
  });

/** The language a piece of content is in (decision 028): the learner's, or German as the fallback. */
export const contentLang = z.enum(LANGUAGES);
