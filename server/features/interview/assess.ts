import type { AnswerSignal, FollowUpFamily, TurnAssessment } from '../../../common/schemas/interview.ts';
import type { Trigger } from './bank.ts';
import { type NextQuestion, nextQuestion, type SessionInput, type Turn } from './engine.ts';
import { rateTopic } from './rating.ts';
import { type AnswerSignals, readAnswer } from './signals.ts';

/**
 * The interviewer's judgement of one answer (issue 25): topic, 0–3 rating, signals and the follow-up
 * family chosen next, as the API shows it per turn, in the report and from POST /api/trainer/assess.
 */
const FAMILY_OF_TRIGGER: Record<Trigger, FollowUpFamily> = {
  'amount-gap': 'amount-gap',
  'high-bac': 'tolerance',
  blame: 'own-share',
  'only-few': 'real-frequency',
  'no-risk': 'risk-map',
  'self-check': 'self-check',
  'plan-fit': 'plan-fit',
  'no-date': 'since-when',
  therapy: 'therapy-learnt',
  vague: 'specifics',
};

/** The family of a question the interviewer asked after an answer (null: no question, the end). */
export function familyOf(next: Pick<NextQuestion, 'kind' | 'questionKey'> | null, input: SessionInput) {
  if (!next || next.kind === 'question' || next.kind === 'opener') return 'move-on';
  if (next.kind === 'contradiction') return 'contradiction';
  if (next.kind === 'crisis') return 'crisis';
  const key = next.questionKey.replace(/^follow-up-/, '');
  const option = input.bank.followUps.find((f) => f.key === key);
  return option ? FAMILY_OF_TRIGGER[option.trigger] : 'move-on';
}

function signalsOf(s: AnswerSignals): AnswerSignal[] {
  const found: AnswerSignal[] = [];
  if (s.onlyFew || s.firstTime) found.push('minimising');
  if (s.denial) found.push('contesting');
  if (s.blame) found.push('blame');
  if (s.example) found.push('concrete-example');
  if (s.ownShare || s.function) found.push('insight');
  return found;
}

/**
 * The judgement of the last turn of `input.turns` (a learner's answer). `asked` is what the
 * interviewer actually asked next, when known; otherwise the offline choice is judged.
 */
export function assessAnswer(input: SessionInput, asked?: Turn | null): TurnAssessment {
  const answer = input.turns.at(-1)!;
  const question = input.turns.at(-2);
  const lang = input.bank.lang;
  const signals = readAnswer(answer.text, lang);
  const topic = question?.topic ?? answer.topic;
  const contradictions = input.turns.filter((t) => t.kind === 'contradiction');
  const rated = rateTopic(
    topic,
    [{ text: answer.text, signals, question: question ?? answer }],
    contradictions,
    lang,
  );
  const offlineNext =
    asked?.questionKey && !asked.questionKey.startsWith('model-')
      ? { kind: asked.kind as NextQuestion['kind'], questionKey: asked.questionKey }
      : nextQuestion(input);
  return {
    topic,
    rating: rated.score ?? 0,
    signals: signalsOf(signals),
    followUp: familyOf(offlineNext, input),
  };
}

/** The judgement of every learner turn of a session, in order (null for the interviewer's turns). */
export function assessTurns(input: SessionInput): (TurnAssessment | null)[] {
  return input.turns.map((turn, index) =>
    turn.role === 'learner'
      ? assessAnswer({ ...input, turns: input.turns.slice(0, index + 1) }, input.turns[index + 1] ?? null)
      : null,
  );
}

/** POST /api/trainer/assess: one answer to one question, after the earlier answers, in the case's context. */
export function assessSingle(
  input: Omit<SessionInput, 'turns'>,
  body: { question: { topic: Turn['topic']; text: string }; answer: string; earlier: string[] },
): TurnAssessment {
  const { topic } = body.question;
  const said = (text: string): Turn => ({ role: 'learner', kind: 'answer', topic, questionKey: null, text });
  const asked: Turn = {
    role: 'interviewer',
    kind: 'question',
    topic,
    questionKey: null,
    text: body.question.text,
  };
  const turns = [...body.earlier.flatMap((text) => [asked, said(text)]), asked, said(body.answer)];
  return assessAnswer({ ...input, turns });
}
