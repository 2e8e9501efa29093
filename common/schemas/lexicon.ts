import { z } from 'zod';
import { LEXICON_CATEGORIES } from '../domain/enums.ts';
import { LEXICON_LETTERS } from '../domain/lexicon.ts';
import { contentLang, pageOf, pageQuery } from './common.ts';

export const lexiconCategory = z.enum(LEXICON_CATEGORIES);

/** Entries per page of the glossary list (decision 025); the UI loads more on request. */
export const LEXICON_PAGE_SIZE = 50;

export { LEXICON_LETTERS };
export const lexiconLetter = z.enum(LEXICON_LETTERS);
export type LexiconLetter = z.infer<typeof lexiconLetter>;

export const lexiconQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    category: lexiconCategory.optional(),
    letter: lexiconLetter.optional(),
  })
  .extend(pageQuery(LEXICON_PAGE_SIZE).shape);
export type LexiconQuery = z.infer<typeof lexiconQuery>;

/** Admin input (SPEC §5): term, definition and category required; related terms as chips. */
export const lexiconTermBody = z.object({
  term: z.string().trim().min(1).max(200),
  definition: z.string().trim().min(1).max(10_000),
  category: lexiconCategory,
  related: z.array(z.string().max(200)).max(50).default([]),
});
export type LexiconTermBody = z.input<typeof lexiconTermBody>;

export const lexiconTerm = z.object({
  id: z.string(),
  term: z.string(),
  definition: z.string(),
  category: lexiconCategory,
  /** Related terms; `id` is the entry of that name, null when the glossary has none. */
  related: z.array(z.object({ term: z.string(), id: z.string().nullable(), lang: contentLang })),
  /** The language of term and definition (decision 028): the learner's, or German as the fallback. */
  lang: contentLang,
});
export type LexiconTerm = z.infer<typeof lexiconTerm>;

/** One page of matches in the order of the shown terms; `total` (first page only) counts all of them. */
export const lexiconListResponse = pageOf(lexiconTerm);
export type LexiconList = z.infer<typeof lexiconListResponse>;
