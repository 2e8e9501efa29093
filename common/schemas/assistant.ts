import { z } from 'zod';
import { CHAT_MAX_LENGTH } from '../domain/input-limits.ts';
import type { Language } from '../i18n/languages.ts';

export { CHAT_MAX_LENGTH };

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .trim()
    .min(1)
    .max(CHAT_MAX_LENGTH * 4),
});

/**
 * POST /api/assistant/chat — the conversation so far (kept in the browser, not on the server);
 * the answer streams back as server-sent events.
 */
export const chatRequest = z
  .object({
    messages: z.array(turn).max(40),
  })
  .refine((body) => {
    const last = body.messages.at(-1);
    return last?.role === 'user' && last.content.length <= CHAT_MAX_LENGTH;
  }, "the last message must be the user's");
export type ChatRequest = z.infer<typeof chatRequest>;

/** Where an answer comes from, with the in-app link that opens it. */
export type AnswerSource = {
  kind: 'chapter' | 'term' | 'question' | 'news';
  title: string;
  /** The course of a chapter, the category of a question. */
  context: string | null;
  /** The language of `context` (null without one): it may differ from the passage's. */
  contextLang: Language | null;
  href: string;
  /** The content key (`chapter:…`), null for items an administrator created. */
  sourceKey: string | null;
  /** The language of title and passage: the interface language, or 'de' where no translation exists. */
  lang?: Language;
};

/**
 * A piece of an answer. `lang`: the language of a piece quoted from a passage (the offline engine's;
 * German where the item has no translation); absent for the answer's own words, which are in the
 * interface language (the frame, a model's text).
 */
export type AnswerPiece = { text: string; lang?: Language };

/**
 * The configured model did not answer in time or failed ('model-late'), or broke off mid-answer
 * ('model-cut'): what it said is dropped and the offline answer from the content follows.
 */
export type ModelNotice = 'model-late' | 'model-cut';

/** The events of the stream: the assistant sends its sources first, then the answer. */
export type ChatEvent =
  | { type: 'sources'; sources: AnswerSource[] }
  | ({ type: 'delta' } & AnswerPiece)
  | { type: 'notice'; notice: ModelNotice }
  | { type: 'done'; engine: 'offline' | 'remote' }
  | { type: 'error' };

/** GET /api/assistant/engine — which engine answers, so the screen can say so before the first question. */
export const engineResponse = z.object({ engine: z.enum(['offline', 'remote']) });
