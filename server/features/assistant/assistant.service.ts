import type { MpuType } from '../../../common/domain/mpu.ts';
import type { ChatRequest } from '../../../common/schemas/assistant.ts';
import type { Db } from '../../db/client.ts';
import type { AiEngine, Passage } from '../../integrations/ai/engine.ts';
import { searchKnowledge } from './assistant.repo.ts';

const WORD = /[\p{L}\d-]{4,}/gu;

/** The paragraph of a long text that shares the most words with the question. */
export function bestParagraph(text: string, question: string): string {
  const words = new Set((question.toLowerCase().match(WORD) ?? []).map((w) => w.slice(0, 6)));
  const paragraphs = text.split(/\n\s*\n/).filter((p) => p.trim() && !p.trim().startsWith('#'));
  let best = paragraphs[0] ?? text;
  let bestScore = -1;
  for (const paragraph of paragraphs) {
    const score = (paragraph.toLowerCase().match(WORD) ?? []).filter((w) => words.has(w.slice(0, 6))).length;
    if (score > bestScore) {
      best = paragraph;
      bestScore = score;
    }
  }
  return best;
}

/** The assistant and the exam trainer: ground the question in the app's content, then ask the engine. */
export function createAssistantService(deps: { db: Db; engine: AiEngine }) {
  const { db, engine } = deps;
  return {
    engineKind: engine.kind,
    async reply(body: ChatRequest, reasons: MpuType[], signal?: AbortSignal): Promise<AsyncIterable<string>> {
      const question = body.messages.at(-1)?.content ?? '';
      const passages: Passage[] =
        body.mode === 'assistant'
          ? (await searchKnowledge(db, question)).map((hit) => ({
              title: hit.title,
              source: hit.source,
              text: hit.source === 'MPU-Lexikon' ? hit.text : bestParagraph(hit.text, question),
            }))
          : [];
      return engine.reply({ mode: body.mode, turns: body.messages, passages, reasons }, signal);
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
