import { CASE_TOPICS, type CaseTopic } from '../../../common/domain/case.ts';
import type { QuestionBank } from './bank.ts';
import type { Turn } from './engine.ts';
import { type AnswerSignals, readAnswer, shorten } from './signals.ts';

/**
 * The offline rating (INTERVIEW-GUIDE §b anchors, 0–3 per topic): plain rules over what the learner
 * said, each reason quoting the learner's own words. A practice aid, never a forecast.
 */
export type Rating = {
  topic: CaseTopic;
  score: number | null;
  reasons: { text: string; quote: string | null }[];
  convincing: string[];
  missing: string[];
};

type Answer = { text: string; signals: AnswerSignals; question: Turn };

function answersByTopic(turns: Turn[]): Record<CaseTopic, Answer[]> {
  const result: Record<CaseTopic, Answer[]> = { past: [], causes: [], change: [], future: [] };
  turns.forEach((turn, index) => {
    const question = turns[index - 1];
    if (turn.role !== 'learner' || !question) return;
    result[question.topic].push({ text: turn.text, signals: readAnswer(turn.text), question });
  });
  return result;
}

const first = (answers: Answer[], pick: (s: AnswerSignals) => string | null | boolean) => {
  for (const answer of answers) {
    const value = pick(answer.signals);
    if (typeof value === 'string') return value;
    if (value) return shorten(answer.text);
  }
  return null;
};

/** What a topic needs for a 3, per the guide's anchors: [label, signal]. */
const COMPLETE: Record<CaseTopic, [string, (s: AnswerSignals) => string | null | boolean][]> = {
  past: [
    ['die Entwicklung über die Zeit (wie oft, seit wann)', (s) => s.history],
    ['unentdeckte Fahrten oder Vorfälle', (s) => s.undetected],
  ],
  causes: [
    ['die Funktion, die das Verhalten für Sie hatte', (s) => s.function],
    ['Ihr eigener Anteil', (s) => s.ownShare],
  ],
  change: [
    ['seit wann die Veränderung gilt (Datum oder Zeitraum)', (s) => s.hasDate],
    ['was heute an die Stelle des alten Verhaltens tritt', (s) => s.substitute ?? (s.therapy && s.learnt)],
  ],
  future: [
    ['Ihre persönlichen Risikosituationen', (s) => s.risk],
    ['frühe Warnzeichen', (s) => s.warning],
    ['ein Plan für den Fall eines Rückfalls', (s) => s.lapse],
  ],
};

export function rateTopic(topic: CaseTopic, answers: Answer[], contradictions: Turn[]): Rating {
  const rating: Rating = { topic, score: null, reasons: [], convincing: [], missing: [] };
  if (answers.length === 0) {
    rating.missing.push('Dieses Thema kam im Gespräch noch nicht vor.');
    return rating;
  }
  const words = answers.reduce((sum, a) => sum + a.signals.words, 0);
  const denial = first(answers, (s) => s.denial);
  if (denial || words < 5 * answers.length) {
    rating.score = 0;
    rating.reasons.push(
      denial
        ? { text: 'Wichtige Punkte bleiben offen oder werden abgelehnt.', quote: denial }
        : {
            text: 'Die Antworten sind sehr kurz; so lässt sich kaum etwas nachvollziehen.',
            quote: shorten(answers[0]!.text),
          },
    );
    rating.missing.push('Ausführliche Antworten in Ihren eigenen Worten, mit Beispielen.');
    return rating;
  }

  let score = 1;
  const concrete = first(answers, (s) => (s.hasNumber || s.hasDate || s.example ? true : null));
  if (concrete) {
    score += 1;
    rating.reasons.push({
      text: 'Sie werden konkret: mit Zahlen, Zeiten oder einem Beispiel.',
      quote: concrete,
    });
    rating.convincing.push('Konkrete Angaben statt allgemeiner Aussagen.');
  } else {
    const vague = first(answers, (s) => s.vague);
    rating.reasons.push({
      text: 'Die Antworten bleiben allgemein, ohne Zahlen oder Beispiele.',
      quote: vague ?? shorten(answers[0]!.text),
    });
    rating.missing.push('Zahlen, Zeiträume und ein konkretes Beispiel aus Ihrem Leben.');
  }
  const parts = COMPLETE[topic].map(([label, pick]) => ({ label, quote: first(answers, pick) }));
  for (const part of parts) {
    if (part.quote) rating.convincing.push(`Angesprochen – ${part.label}: „${part.quote}“`);
    else rating.missing.push(`Noch offen: ${part.label}.`);
  }
  if (parts.every((p) => p.quote)) {
    score += 1;
    rating.reasons.push({ text: 'Sie decken ab, was zu diesem Thema gehört.', quote: parts[0]!.quote });
  }

  // Caps from the guide: blame, denied risk, an unresolved contradiction.
  const blame = first(answers, (s) => s.blame);
  const own = first(answers, (s) => s.ownShare);
  if (topic === 'causes' && blame && !own) {
    score = Math.min(score, 1);
    rating.reasons.push({
      text: 'Die Ursache liegt in Ihrer Schilderung vor allem bei anderen oder beim Zufall.',
      quote: blame,
    });
    rating.missing.push('Was Ihr eigener Anteil war.');
  }
  const noRisk = first(answers, (s) => s.noRisk);
  if (topic === 'future' && noRisk && !first(answers, (s) => s.risk)) {
    score = Math.min(score, 1);
    rating.reasons.push({
      text: '„Keine Gefahr mehr“ wirkt wenig realistisch ohne benannte Risiken.',
      quote: noRisk,
    });
  }
  const contradiction = contradictions.find((c) => c.topic === topic);
  if (contradiction && (topic === 'past' || topic === 'change')) {
    score = Math.min(score, 1);
    rating.reasons.push({ text: 'Es gab einen Widerspruch, der im Gespräch aufgefallen ist.', quote: null });
    rating.missing.push('Eine stimmige Darstellung, die zu Ihren anderen Angaben passt.');
  }
  for (const answer of answers.filter((a) => a.signals.words < 6)) {
    rating.missing.push(`Zu „${shorten(answer.question.text, 90)}“ war die Antwort sehr knapp.`);
  }
  rating.score = Math.max(0, Math.min(3, score));
  rating.missing = [...new Set(rating.missing)].slice(0, 8);
  rating.convincing = rating.convincing.slice(0, 8);
  return rating;
}

export function rateSession(turns: Turn[]): Rating[] {
  const answers = answersByTopic(turns);
  const contradictions = turns.filter((t) => t.kind === 'contradiction');
  return CASE_TOPICS.map((topic) => rateTopic(topic, answers[topic], contradictions));
}

/** Chapter and glossary keys for a topic's next steps (general first, then the reason's). */
export function nextStepKeys(
  bank: QuestionBank,
  reason: keyof QuestionBank['nextSteps']['reasons'],
  topic: CaseTopic,
) {
  const general = bank.nextSteps.general[topic];
  const specific = bank.nextSteps.reasons[reason][topic];
  return {
    chapters: [...new Set([...specific.chapters, ...general.chapters])],
    terms: [...new Set([...specific.terms, ...general.terms])],
  };
}
