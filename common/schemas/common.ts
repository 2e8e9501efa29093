import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.ts';

/** Route parameters `{ id }` of every resource addressed by its UUID. */
export const idParams = z.object({ id: z.uuid() });

/** The body of a write that has nothing else to say. */
export const okResponse = z.object({ ok: z.literal(true) });

/** The body of a create: the new item's id. */
export const createdResponse = z.object({ id: z.string() });

/** A real calendar date `YYYY-MM-DD` (rejects `9999-99-99`, `2030-02-30`). */
export const isoDate = z
  .string()
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

/** The language a piece of content is in (decision 028): the learner's, or German as the fallback. */
export const contentLang = z.enum(LANGUAGES);
