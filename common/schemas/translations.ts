import { z } from 'zod';
import { TRANSLATED_FIELDS, TRANSLATION_LANGUAGES } from '../domain/translations.ts';
import { idParams } from './common.ts';

/**
 * /api/admin/translations (issue 14, decision 030): the Turkish and English versions of one content
 * item, edited side by side with the German one. Field names are the German columns'
 * (common/domain/translations.ts); an empty field means "not translated" and is dropped.
 */
export const TRANSLATION_KINDS = Object.keys(TRANSLATED_FIELDS) as (keyof typeof TRANSLATED_FIELDS)[];
export type TranslationKind = keyof typeof TRANSLATED_FIELDS;
export const translationKind = z.enum(TRANSLATION_KINDS as [TranslationKind, ...TranslationKind[]]);

/** Longest text per field (Markdown bodies are long, titles short). */
const LIMITS: Record<string, number> = {
  title: 300,
  name: 200,
  term: 200,
  question: 2000,
  description: 10_000,
  definition: 10_000,
  explanation: 10_000,
  content: 200_000,
  body: 200_000,
  captionsUrl: 2000,
};

const text = (field: string) =>
  z
    .string()
    .trim()
    .max(LIMITS[field] ?? 10_000);
/** Options: trimmed, none empty; that their number and order match the German ones is checked on save. */
const options = z.array(z.string().trim().min(1).max(1000)).max(12);

/** One language's fields of an item: every field optional ('' clears it). */
export const languageFields = z
  .object({
    title: text('title'),
    name: text('name'),
    term: text('term'),
    question: text('question'),
    description: text('description'),
    definition: text('definition'),
    explanation: text('explanation'),
    content: text('content'),
    body: text('body'),
    captionsUrl: text('captionsUrl').refine((v) => v === '' || /^(\/|https:\/\/)\S+$/.test(v), {
      message: 'invalid_url',
    }),
    options,
  })
  .partial()
  .strict();
export type LanguageFields = z.infer<typeof languageFields>;

export const translationsBody = z.object(
  Object.fromEntries(TRANSLATION_LANGUAGES.map((l) => [l, languageFields.optional()])) as Record<
    (typeof TRANSLATION_LANGUAGES)[number],
    z.ZodOptional<typeof languageFields>
  >,
);
export type TranslationsBody = z.infer<typeof translationsBody>;

export const translationParams = idParams.extend({ kind: translationKind });
export const translationKindParams = z.object({ kind: translationKind });

/** GET/PUT …/:kind/:id: the German fields next to the translations, and what is missing. */
export const translationItem = z.object({
  id: z.string(),
  kind: translationKind,
  fields: z.array(z.string()),
  german: z.record(z.string(), z.union([z.string(), z.array(z.string()), z.null()])),
  translations: translationsBody,
  missing: z.array(z.enum(TRANSLATION_LANGUAGES)),
  /** Languages translated from an older German version (decision 035): learners still get them. */
  outdated: z.array(z.enum(TRANSLATION_LANGUAGES)),
});
export type TranslationItem = z.infer<typeof translationItem>;

/** GET …/:kind: per item id, the languages whose translation is missing or incomplete, or outdated. */
export const missingTranslations = z.object({
  missing: z.record(z.string(), z.array(z.enum(TRANSLATION_LANGUAGES))),
  outdated: z.record(z.string(), z.array(z.enum(TRANSLATION_LANGUAGES))),
});
export type MissingTranslations = z.infer<typeof missingTranslations>;
