/**
 * `npm run eval -- interview`: replays every persona interview through the session API (start,
 * answer each turn in order whatever is asked, finish, read the report) and judges every single
 * answer through POST /api/trainer/assess in its case context; prints the figures of issue 25 per
 * half, language and reason, and reports every miss (eval/README.md).
 */
import type { CaseTopic } from '../common/domain/case.ts';
import type { InterviewSession, TurnAssessment } from '../common/schemas/interview.ts';
import { openEvalApp } from './app.ts';
import type { Judged, Run } from './interview-figures.ts';
import { interviewReport } from './interview-report.ts';
import {
  LEVELS,
  loadPersonas,
  loadSingleAnswers,
  type Persona,
  type SingleAnswer,
} from './interview-sets.ts';
import type { EvalPart } from './run.ts';

type Learner = Awaited<ReturnType<Awaited<ReturnType<typeof openEvalApp>>['learner']>>;

async function expect200<T>(what: string, reply: Promise<{ status: number; body: unknown }>): Promise<T> {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

async function replay(learner: Learner, persona: Persona, judged: Judged[], runs: Run[]) {
  await learner.saveWorkbook(persona.workbook);
  for (const level of LEVELS) {
    const { answers, report } = persona.interviews[level];
    let session = await expect200<InterviewSession>(
      'start',
      learner.call('POST', '/api/trainer/sessions', { reason: persona.reason }),
    );
    let unanswered = 0;
    for (const [index, answer] of answers.entries()) {
      let got: TurnAssessment | null = null;
      let question: string | null = null;
      if (session.status === 'active') {
        question = session.turns.at(-1)?.text ?? null;
        session = await expect200<InterviewSession>(
          'answer',
          learner.call('POST', `/api/trainer/sessions/${session.id}/answers`, { text: answer.text }),
        );
        got = session.turns.findLast((t) => t.role === 'learner')?.assessment ?? null;
      } else unanswered++;
      judged.push({
        source: 'interview',
        id: `${persona.id} ${level} #${index + 1}`,
        half: persona.half,
        lang: persona.lang,
        reason: persona.reason,
        question,
        text: answer.text,
        labels: answer,
        got,
      });
    }
    if (session.status === 'active') {
      session = await expect200<InterviewSession>(
        'finish',
        learner.call('POST', `/api/trainer/sessions/${session.id}/finish`),
      );
    }
    const scores = Object.fromEntries(
      (session.report?.topics ?? []).map((t) => [t.topic, t.score]),
    ) as Record<CaseTopic, number | null>;
    runs.push({
      persona: persona.id,
      half: persona.half,
      lang: persona.lang,
      reason: persona.reason,
      level,
      scores,
      labelled: report,
      unanswered,
    });
  }
}

async function assessAll(learner: Learner, answers: SingleAnswer[], judged: Judged[]) {
  for (const item of answers) {
    await learner.saveWorkbook(item.workbook ?? {});
    const got = await expect200<TurnAssessment>(
      `assess ${item.id}`,
      learner.call('POST', '/api/trainer/assess', {
        reason: item.reason,
        question: item.question,
        answer: item.answer,
      }),
    );
    judged.push({
      source: 'answer',
      id: item.id,
      half: item.half,
      lang: item.lang,
      reason: item.reason,
      question: item.question.text,
      text: item.answer,
      labels: item,
      got,
    });
  }
}

/** A learner per persona and per 100 single answers of one language and reason (rate limits). */
export async function run(): Promise<EvalPart> {
  const app = await openEvalApp();
  const judged: Judged[] = [];
  const runs: Run[] = [];
  try {
    for (const persona of loadPersonas()) {
      await replay(await app.learner(persona), persona, judged, runs);
    }
    const singles = loadSingleAnswers();
    const keys = [...new Set(singles.map((a) => `${a.lang} ${a.reason}`))];
    for (const key of keys) {
      const group = singles.filter((a) => `${a.lang} ${a.reason}` === key);
      for (let start = 0; start < group.length; start += 100) {
        await assessAll(await app.learner(group[0]!), group.slice(start, start + 100), judged);
      }
    }
  } finally {
    await app.close();
  }
  return interviewReport(judged, runs, app.where);
}
