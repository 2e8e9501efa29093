import { z } from 'zod';
import { LEXICON_CATEGORIES } from '../domain/enums.ts';
import { contentLang } from './common.ts';

export const lexiconCategory = z.enum(LEXICON_CATEGORIES);

/** Most entries one list answer carries; the UI asks to refine the search beyond it. */
export const LEXICON_LIST_LIMIT = 500;

export const lexiconQuery = z.object({
  q: z.string().trim().max(200).optional(),
  category: lexiconCategory.optional(),
});
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

export const lexiconListResponse = z.object({
  items: z.array(lexiconTerm),
  /** All matches; `items` holds at most LEXICON_LIST_LIMIT of them. */
  total: z.number().int().min(0),
});
export type LexiconList = z.infer<typeof lexiconListResponse>;
