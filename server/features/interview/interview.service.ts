import type { CaseWorkbook } from '../../../common/domain/case.ts';
import { effectiveReasons, type MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import {
  type AssessBody,
  type InterviewReport,
  type InterviewSession,
  interviewReport,
  type ReportTrend,
} from '../../../common/schemas/interview.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { assessSingle, judgeSession } from './assess.ts';
import type { QuestionBank } from './bank.ts';
import { caseFacts, type NextQuestion, nextQuestion, openingQuestion, type Turn } from './engine.ts';
import * as repo from './interview.repo.ts';
import { nextSteps } from './next-steps.ts';
import { type Rating, rateSession } from './rating.ts';
import type { InterviewModel, ModelInput } from './remote.ts';

type Engine = 'offline' | 'remote';

/** The interviewer turns the model may reword (decision 050). */
const REWORDED_KINDS = new Set<NextQuestion['kind']>(['question', 'follow-up']);

/** The offline ratings with the model's wording of their texts, in the order they were sent. */
function withWords(ratings: Rating[], words: string[]): Rating[] {
  let i = 0;
  return ratings.map((r) => ({
    ...r,
    reasons: r.reasons.map((reason) => ({ text: words[i++]!, quote: reason.quote })),
    convincing: r.convincing.map(() => words[i++]!),
    missing: r.missing.map(() => words[i++]!),
  }));
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\d]+/gu, ' ')
    .trim();

/**
 * The interview practice (issue 10). Sessions and turns are stored per learner; each answer is saved
 * before the next question is chosen, so a failing model, a timeout or a closed browser never loses it.
 */
export function createInterviewService(deps: {
  db: Db;
  /** The question bank per interface language (loadQuestionBanks). */
  banks: Record<Language, QuestionBank>;
  clock: Clock;
  workbookOf: (userId: string) => Promise<CaseWorkbook>;
  /** Stores the learner's opt-in to the model (kept in the workbook as `aiConsent`). */
  setAiConsent: (userId: string, on: boolean) => Promise<void>;
  /** The model when AI_BASE_URL is configured; without it the offline engine does everything. */
  model?: InterviewModel;
  log?: { warn: (obj: object, msg: string) => void };
}) {
  const { db, banks, clock, workbookOf, setAiConsent, model, log } = deps;
  const bank = banks.de;
  const engine: Engine = model ? 'remote' : 'offline';

  const toTurn = (row: repo.TurnRow): Turn => ({
    role: row.role,
    kind: row.kind,
    topic: row.topic,
    questionKey: row.questionKey,
    text: row.text,
  });

  /** A kept report as the API sends it (reports kept before languages were recorded get German). */
  const reportOf = (row: repo.SessionRow) => (row.report ? interviewReport.parse(row.report) : null);

  /** Every learner turn's judgement, in the language the session was last answered in. */
  async function assessmentsOf(row: repo.SessionRow, turns: repo.TurnRow[]) {
    const reason = row.reasons[0]!;
    const lang = turns.findLast((t) => t.role === 'learner')?.lang ?? 'de';
    const facts = caseFacts(await workbookOf(row.userId), reason);
    return judgeSession({ bank: banks[lang], reason, facts, turns: turns.map(toTurn) });
  }

  async function view(row: repo.SessionRow): Promise<InterviewSession> {
    const turns = await repo.turnsOf(db, row.id);
    const assessments = await assessmentsOf(row, turns);
    return {
      id: row.id,
      status: row.status,
      mode: row.mode,
      reasons: row.reasons,
      startedAt: row.startedAt.toISOString(),
      turns: turns.map((t, index) => ({
        role: t.role,
        kind: t.kind,
        topic: t.topic,
        text: t.text,
        lang: t.lang,
        engine: t.engine,
        at: t.createdAt.toISOString(),
        assessment: assessments[index]?.assessment ?? null,
      })),
      report: reportOf(row),
    };
  }

  async function owned(user: SessionUser, id: string) {
    const row = await repo.findSession(db, user.id, id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The model rewords the offline engine's texts, one for one (decision 050): only when one is
   * configured and the learner opted in (`aiConsent`, off by default); any failure keeps the
   * offline wording. Returns null when the model was not used.
   */
  async function reworded(texts: string[], input: ModelInput, workbook: CaseWorkbook, signal: AbortSignal) {
    if (!model || !workbook.aiConsent || texts.length === 0) return null;
    try {
      return await model.reword(texts, { ...input, workbook }, signal);
    } catch (error) {
      log?.warn({ err: error }, 'interview model failed; offline wording kept');
      return null;
    }
  }

  type Row = repo.SessionRow;
  async function finishSession(user: SessionUser, row: Row, signal: AbortSignal, language: Language) {
    const rows = await repo.turnsOf(db, row.id);
    const turns = rows.map(toTurn);
    const assessments = await assessmentsOf(row, rows);
    const reason = row.reasons[0]!;
    const judged = assessments.map((a) => a?.judgement ?? null);
    const offline = rateSession(turns, judged, language);
    const workbook = await workbookOf(user.id);
    const texts = offline.flatMap((r) => [...r.reasons.map((x) => x.text), ...r.convincing, ...r.missing]);
    const words = turns.some((t) => t.role === 'learner')
      ? await reworded(texts, { reason, turns, workbook: null, language }, workbook, signal)
      : null;
    const ratings = words ? withWords(offline, words) : offline;
    const finishedAt = clock.now();
    const report: InterviewReport = {
      sessionId: row.id,
      finishedAt: finishedAt.toISOString(),
      lang: language,
      reasons: row.reasons,
      engine: words ? 'remote' : 'offline',
      provisional: row.reasons.some((r) => bank.provisional.includes(r)),
      answers: turns.flatMap((t, i) => {
        const judged = assessments[i];
        return judged ? [{ ...judged.assessment, text: t.text }] : [];
      }),
      topics: await Promise.all(
        ['past', 'causes', 'change', 'future'].map(async (topic) => {
          const rating = ratings.find((r) => r.topic === topic)!;
          return { ...rating, nextSteps: await nextSteps(db, bank, reason, rating.topic, language) };
        }),
      ),
    };
    await repo.saveReport(db, row.id, report, finishedAt);
    return owned(user, row.id);
  }

  return {
    engine,

    async state(user: SessionUser) {
      const workbook = await workbookOf(user.id);
      const active = await repo.latestActive(db, user.id);
      return {
        engine,
        aiConsent: workbook.aiConsent,
        active: active ? await view(active) : null,
      };
    },

    /** The learner's opt-in (off by default): answers and workbook may go to the model. */
    async setConsent(user: SessionUser, on: boolean) {
      await setAiConsent(user.id, on);
      return this.state(user);
    },

    async start(
      user: SessionUser,
      body: { mode: 'written' | 'spoken'; reason?: MpuType; language?: Language },
    ) {
      const workbook = await workbookOf(user.id);
      const reason = body.reason ?? effectiveReasons(user)[0] ?? workbook.offences[0]?.reason;
      if (!reason) throw new AppError('validation', 400, 'reason required');
      const row = await repo.insertSession(db, user.id, body.mode, [reason]);
      const bank = banks[body.language ?? 'de'];
      const first = openingQuestion({ bank, reason, facts: caseFacts(workbook, reason) });
      await repo.appendTurns(db, row.id, [{ role: 'interviewer', ...first, engine: 'offline' }]);
      return view(row);
    },

    async get(user: SessionUser, id: string) {
      return view(await owned(user, id));
    },

    /** Saves the answer, then asks the next question (model follow-up, else offline) or ends. */
    async answer(
      user: SessionUser,
      id: string,
      text: string,
      signal: AbortSignal,
      language: Language = 'de',
    ) {
      const row = await owned(user, id);
      if (row.status !== 'active') throw conflict('session finished');
      const before = (await repo.turnsOf(db, row.id)).map(toTurn);
      const last = before.at(-1);
      const topic = last?.topic ?? 'past';
      await repo.appendTurns(db, row.id, [
        { role: 'learner', kind: 'answer', topic, questionKey: null, text, lang: language, engine: null },
      ]);
      const turns: Turn[] = [...before, { role: 'learner', kind: 'answer', topic, questionKey: null, text }];
      const reason = row.reasons[0]!;
      const workbook = await workbookOf(user.id);
      const input = { bank: banks[language], reason, facts: caseFacts(workbook, reason), turns };
      const offline = nextQuestion(input);

      let next: NextQuestion | null = offline;
      let by: Engine = 'offline';
      // The offline engine chose the question; the model may only reword a bank question or a
      // follow-up. Contradictions (quoting both sides) and crisis notes keep their exact words.
      if (offline && REWORDED_KINDS.has(offline.kind)) {
        const asked = new Set(before.filter((t) => t.role === 'interviewer').map((t) => normalize(t.text)));
        const [text] =
          (await reworded([offline.text], { reason, turns, workbook: null, language }, workbook, signal)) ??
          [];
        if (text && text !== offline.text && !asked.has(normalize(text))) {
          next = { ...offline, text, lang: language };
          by = 'remote';
        }
      }
      if (!next) return view(await finishSession(user, row, signal, language));
      await repo.appendTurns(db, row.id, [{ role: 'interviewer', ...next, engine: by }]);
      return view(row);
    },

    /** Ends the session (the learner stopped, or the questions ran out) and keeps the report. */
    async finish(user: SessionUser, id: string, signal: AbortSignal, language: Language = 'de') {
      const row = await owned(user, id);
      if (row.status === 'finished') return view(row);
      return view(await finishSession(user, row, signal, language));
    },

    /** One answer judged in the learner's case context (consent: the session plugin, decision 051). */
    async assess(user: SessionUser, body: AssessBody, language: Language = 'de') {
      const workbook = await workbookOf(user.id);
      const reason = body.reason ?? effectiveReasons(user)[0] ?? workbook.offences[0]?.reason;
      if (!reason) throw new AppError('validation', 400, 'reason required');
      return assessSingle({ bank: banks[language], reason, facts: caseFacts(workbook, reason) }, body);
    },

    async trend(user: SessionUser): Promise<ReportTrend> {
      const rows = await repo.finishedSessions(db, user.id);
      return {
        reports: rows.flatMap((row) => {
          if (!row.report) return [];
          const score = (topic: string) => row.report!.topics.find((t) => t.topic === topic)?.score ?? null;
          return [
            {
              sessionId: row.id,
              finishedAt: row.report.finishedAt,
              scores: {
                past: score('past'),
                causes: score('causes'),
                change: score('change'),
                future: score('future'),
              },
            },
          ];
        }),
      };
    },

    async report(user: SessionUser, id: string) {
      return { report: reportOf(await owned(user, id)) };
    },

    /** Every kept report, oldest first (what a learner shares with their counsellor, issue 30). */
    async reports(user: SessionUser): Promise<InterviewReport[]> {
      const rows = await repo.finishedSessions(db, user.id);
      return rows.flatMap((row) => reportOf(row) ?? []);
    },

    async latestReport(user: SessionUser) {
      const rows = await repo.finishedSessions(db, user.id);
      const latest = rows.filter((r) => r.report).at(-1);
      return { report: latest ? reportOf(latest) : null };
    },
  };
}

export type InterviewService = ReturnType<typeof createInterviewService>;
