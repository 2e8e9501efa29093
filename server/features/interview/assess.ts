import type { FollowUpFamily, TurnAssessment } from '../../../common/schemas/interview.ts';
import { findCrisis } from './crisis.ts';
import {
  findContradiction,
  type NextQuestion,
  nextQuestion,
  type SessionInput,
  type Turn,
} from './engine.ts';
import { FAMILY_OF_TRIGGER } from './families.ts';
import { type Judgement, judgeTurn } from './judge.ts';

/**
 * The interviewer's judgement of each answer (issue 25): topic, 0–3 rating, signals and the
 * follow-up family chosen next, as the API shows it per turn, in the report and from
 * POST /api/trainer/assess.
 */

/** The family of a question the interviewer asked after an answer (null: no question, the end). */
export function familyOf(next: Pick<NextQuestion, 'kind' | 'questionKey'> | null, input: SessionInput) {
  if (!next || next.kind === 'question' || next.kind === 'opener') return 'move-on';
  if (next.kind === 'contradiction') return 'contradiction';
  if (next.kind === 'crisis') return 'crisis';
  const key = next.questionKey.replace(/^follow-up-/, '');
  const option = input.bank.followUps.find((f) => f.key === key);
  return option ? FAMILY_OF_TRIGGER[option.trigger] : 'move-on';
}

const assessment = (judged: Judgement, followUp: FollowUpFamily): TurnAssessment => ({
  topic: judged.topic,
  rating: judged.rating,
  signals: judged.signals,
  followUp,
});

export type JudgedTurn = { judgement: Judgement; assessment: TurnAssessment };

/**
 * Every learner turn of a session judged, in order (null for the interviewer's turns); the family is
 * what the interviewer actually asked next, or the offline choice where the model asked or the
 * session has not gone on yet.
 */
export function judgeSession(input: SessionInput): (JudgedTurn | null)[] {
  return input.turns.map((turn, index) => {
    if (turn.role !== 'learner') return null;
    const upTo = { ...input, turns: input.turns.slice(0, index + 1) };
    const asked = input.turns[index + 1];
    const next =
      asked?.questionKey && !asked.questionKey.startsWith('model-')
        ? { kind: asked.kind as NextQuestion['kind'], questionKey: asked.questionKey }
        : nextQuestion(upTo);
    const judgement = judgeTurn(input, turn, input.turns[index - 1]);
    return { judgement, assessment: assessment(judgement, familyOf(next, upTo)) };
  });
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
  const session = { ...input, turns };
  const urgent = findCrisis(session) ?? findContradiction(session);
  const judged = judgeTurn(session, turns.at(-1)!, asked);
  return assessment(judged, urgent ? familyOf(urgent, session) : judged.followUp);
}
