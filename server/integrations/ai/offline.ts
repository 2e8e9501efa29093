import type { AiEngine, ReplyRequest } from './engine.ts';
import { answerHint, interviewQuestions, TRAINER_END } from './trainer-script.ts';

const MAX_PASSAGE = 420;

function shorten(text: string): string {
  const plain = text
    .replace(/[#*_>`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= MAX_PASSAGE) return plain;
  const cut = plain.slice(0, MAX_PASSAGE);
  return `${cut.slice(0, cut.lastIndexOf(' '))} …`;
}

function assistantAnswer(request: ReplyRequest): string {
  if (request.passages.length === 0) {
    return 'Dazu habe ich in den Lerninhalten der App nichts Passendes gefunden. Versuchen Sie es mit anderen Worten oder sehen Sie im MPU-Lexikon nach. Fragen zu Ihrem eigenen Fall klären Sie am besten mit Ihrer Fahrerlaubnisbehörde oder einer MPU-Beratungsstelle.';
  }
  const parts = request.passages.map((p) => `**${p.title}** (${p.source}): ${shorten(p.text)}`);
  return `Dazu steht in den Lerninhalten der App:\n\n${parts.join('\n\n')}\n\nDas ist eine Zusammenstellung aus den Lerninhalten, keine Beratung zu Ihrem Einzelfall.`;
}

function trainerAnswer(request: ReplyRequest): string {
  const questions = interviewQuestions(request.reasons);
  const asked = request.turns.filter((t) => t.role === 'assistant').length;
  const lastAnswer = [...request.turns].reverse().find((t) => t.role === 'user')?.content ?? '';
  const hint = asked > 0 ? `${answerHint(lastAnswer, asked - 1, questions.length)}\n\n` : '';
  const next = questions[asked] ?? TRAINER_END;
  return `${hint}${next}`;
}

/**
 * The built-in engine: no model, no data leaves the server. The assistant answers with matching
 * passages of the app's own content; the trainer runs a scripted interview with simple hints.
 */
export function offlineEngine(): AiEngine {
  return {
    kind: 'offline',
    async *reply(request: ReplyRequest) {
      const text = request.mode === 'trainer' ? trainerAnswer(request) : assistantAnswer(request);
      // Sent in small pieces, like a streamed model answer.
      for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
    },
  };
}
