import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import type {
  AnswerPiece,
  AnswerSource,
  ChatRequest,
  ModelNotice,
} from '../../../common/schemas/assistant.ts';
import type { Db } from '../../db/client.ts';
import type { AiEngine } from '../../integrations/ai/engine.ts';
import { composeAnswer, distinctOrigins, greeting, rerank, sourceOf } from './answer.ts';
import { searchPassages } from './assistant.repo.ts';
import { withContentTerms } from './learner-words.ts';
import { outOfScope } from './scope.ts';

/** Sources shown under an answer (the evaluation checks the right one is among them). */
export const SOURCE_COUNT = 3;
/** Passages the search hands on, of which the answer's sources are chosen (answer.ts rerank). */
const RERANKED = 8;

/**
 * Below this coverage of the question by the best passage (Hit.coverage) the content does not
 * answer it: fitted on the tuning half of the labelled set by eval/assistant-threshold.ts.
 */
export const COVERED_AT = 0;

/** A piece of the answer, or the notice that the model failed and the offline answer follows. */
export type ReplyPiece = AnswerPiece | { notice: ModelNotice };

/** `sources` null: nothing to cite (a greeting); empty: nothing found. `text`: the answer in pieces. */
export type Reply = { sources: AnswerSource[] | null; text: AsyncIterable<ReplyPiece> };

/** Sent in small pieces, like a streamed model answer; each piece says its paragraph's language. */
async function* pieces(parts: AnswerPiece[]): AsyncIterable<AnswerPiece> {
  for (const [i, part] of parts.entries()) {
    if (i > 0) yield { text: '\n\n' };
    for (const text of part.text.match(/\S+\s*/g) ?? [])
      yield part.lang ? { text, lang: part.lang } : { text };
  }
}

/**
 * The model's answer (in the interface language: its pieces say no language of their own). When it
 * fails or passes a time limit, a notice and the offline answer follow (issue 25); when the learner
 * went away (`signal`), nothing follows.
 */
async function* modelOrOffline(
  model: AsyncIterable<string>,
  offline: () => AnswerPiece[],
  signal?: AbortSignal,
  onError?: (error: unknown) => void,
): AsyncIterable<ReplyPiece> {
  let started = false;
  try {
    for await (const text of model) {
      started = true;
      yield { text };
    }
    return;
  } catch (error) {
    if (signal?.aborted) throw error;
    onError?.(error);
  }
  yield { notice: started ? 'model-cut' : 'model-late' };
  yield* pieces(offline());
}

/**
 * The assistant answers from the app's own content (assistant_passages, searched through the
 * database's indexes): offline it composes the answer itself, a remote model gets the passages.
 */
export function createAssistantService(deps: {
  db: Db;
  engine?: AiEngine;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db, engine, log } = deps;
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
      if (hello) return { sources: null, text: pieces([{ text: hello }]) };
      // The learner's own words with the content's terms for them ("gekifft" → Cannabis).
      const asked = withContentTerms(question, language);
      const found = await searchPassages(db, asked, reasons, RERANKED * 4, language);
      const chosen = rerank(distinctOrigins(found, RERANKED), asked, language, SOURCE_COUNT);
      // A chapter's other found sections may hold the rest of the answer: quoted after its best one.
      const hits = chosen.map((hit) => ({
        ...hit,
        body: [hit, ...found.filter((f) => f.originId === hit.originId && f !== hit)]
          .map((f) => f.body)
          .join('\n\n'),
      }));
      const sources = hits.map(sourceOf);
      const covered = !outOfScope(question, language) && (hits[0]?.coverage ?? 0) >= COVERED_AT;
      if (!engine) return { sources, text: pieces(composeAnswer(hits, asked, language, covered)) };
      const passages = hits.map((hit) => ({
        title: hit.heading && hit.kind === 'chapter' ? `${hit.title} – ${hit.heading}` : hit.title,
        source: hit.parentTitle ?? hit.kind,
        text: hit.body.slice(0, 1500),
      }));
      return {
        sources,
        text: modelOrOffline(
          engine.reply({ turns: body.messages, passages, language }, signal),
          () => composeAnswer(hits, asked, language, covered),
          signal,
          (err) => log?.warn({ err }, 'assistant model failed; offline answer sent'),
        ),
      };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
