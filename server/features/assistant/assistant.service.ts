import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type { AnswerSource, ChatRequest } from '../../../common/schemas/assistant.ts';
import type { Db } from '../../db/client.ts';
import type { AiEngine } from '../../integrations/ai/engine.ts';
import { composeAnswer, distinctOrigins, greeting, sourceOf } from './answer.ts';
import { searchPassages } from './assistant.repo.ts';

/** Sources shown under an answer (the evaluation checks the right one is among them). */
export const SOURCE_COUNT = 3;

/** `sources` null: nothing to cite (a greeting); empty: nothing found. */
export type Reply = { sources: AnswerSource[] | null; text: AsyncIterable<string> };

/** Sent in small pieces, like a streamed model answer. */
async function* pieces(text: string) {
  for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
}

/**
 * The assistant answers from the app's own content (assistant_passages, searched through the
 * database's indexes): offline it composes the answer itself, a remote model gets the passages.
 */
export function createAssistantService(deps: { db: Db; engine?: AiEngine }) {
  const { db, engine } = deps;
  return {
    engineKind: engine?.kind ?? ('offline' as const),

    /** The best passages, one per origin, with the learner's reasons boosted. */
    async search(
      question: string,
      reasons: readonly MpuType[],
      limit = SOURCE_COUNT,
      language: Language = 'de',
    ) {
      return distinctOrigins(await searchPassages(db, question, reasons, limit * 4, language), limit);
    },

    /** `language`: the interface language (Accept-Language): passages searched, answer frame, model's language. */
    async reply(
      body: ChatRequest,
      language: Language,
      reasons: MpuType[],
      signal?: AbortSignal,
    ): Promise<Reply> {
      const question = body.messages.at(-1)?.content ?? '';
      const hello = greeting(question, language);
      if (hello) return { sources: null, text: pieces(hello) };
      const hits = await this.search(question, reasons, SOURCE_COUNT, language);
      const sources = hits.map(sourceOf);
      if (!engine) return { sources, text: pieces(composeAnswer(hits, question, language)) };
      const passages = hits.map((hit) => ({
        title: hit.heading && hit.kind === 'chapter' ? `${hit.title} – ${hit.heading}` : hit.title,
        source: hit.parentTitle ?? hit.kind,
        text: hit.body.slice(0, 1500),
      }));
      return {
        sources,
        text: engine.reply({ turns: body.messages, passages, language }, signal),
      };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
