import { isCategoryVisible } from '../../../common/domain/exam.ts';
import { effectiveReasons, type MpuType } from '../../../common/domain/mpu.ts';
import { allAmongOptions, isCorrectAnswer } from '../../../common/domain/quiz.ts';
import {
  passesPractice,
  SIMULATION_GRACE_MS,
  SIMULATION_HISTORY_SIZE,
  SIMULATION_MINUTES,
  SIMULATION_SIZE,
  weakestCategories,
} from '../../../common/domain/simulation.ts';
import { localize } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { paths } from '../../../common/paths.ts';
import type { Simulation, SimulationResult, SimulationSummary } from '../../../common/schemas/simulation.ts';
import type { Db } from '../../db/client.ts';
import { rememberAnswers } from '../../db/memory.ts';
import { quizUserAttempts } from '../../db/schema/exam.ts';
import type { Clock } from '../../kernel/clock.ts';
import { AppError, conflict, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import { type ChapterMap, chaptersFor, loadChapterMap } from './chapter-map.ts';
import {
  categoryText,
  presentQuestion,
  questionText,
  selectedInGerman,
  shownOptions,
} from './question-language.ts';
import * as repo from './simulation.repo.ts';

/** Up to `size` questions, taking one category after the other so every category gets its turn. */
export function drawAcrossCategories<T extends { categoryId: string }>(questions: T[], size: number): T[] {
  const byCategory = new Map<string, T[]>();
  for (const question of questions) {
    const list = byCategory.get(question.categoryId) ?? [];
    list.push(question);
    byCategory.set(question.categoryId, list);
  }
  const queues = [...byCategory.values()];
  const drawn: T[] = [];
  while (drawn.length < size && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && drawn.length < size) drawn.push(next);
    }
  }
  return drawn;
}

const byOrder = <T extends { id: string }>(ids: string[], rows: T[]): T[] => {
  const found = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => found.get(id) ?? []);
};

/** The timed exam simulation (issue 11, decision 022): draw, save answers, hand in, result. */
export function createSimulationService(deps: { db: Db; clock: Clock; chapterMap?: ChapterMap }) {
  const { db, clock } = deps;
  const chapterMap = deps.chapterMap ?? loadChapterMap();
  const closed = () =>
    new AppError(
      'simulation_closed',
      409,
      undefined,
      'Die Simulation ist abgegeben oder die Zeit ist abgelaufen. Antworten werden nicht mehr angenommen.',
    );

  /** Judges every answer, keeps the score and records the answers as attempts (wrong-answers quiz). */
  async function finish(row: repo.SimulationRow, finishedAt: Date): Promise<repo.SimulationRow> {
    const questions = await repo.keyedQuestions(db, row.questionIds);
    const judged = questions.map((q) => {
      const selected = row.answers[q.id] ?? [];
      return { id: q.id, selected, correct: isCorrectAnswer(selected, q.correctAnswers) };
    });
    return db.transaction(async (tx) => {
      const done = await repo.finishSimulation(
        tx as unknown as Db,
        row.id,
        finishedAt,
        judged.filter((q) => q.correct).length,
      );
      if (!done) return (await repo.findSimulation(tx as unknown as Db, row.userId, row.id))!;
      const answered = judged.filter((q) => q.selected.length > 0);
      if (answered.length > 0) {
        const inserted = await tx
          .insert(quizUserAttempts)
          .values(
            answered.map((q) => ({
              userId: row.userId,
              questionId: q.id,
              runId: row.id,
              selectedAnswers: q.selected,
              isCorrect: q.correct,
              createdAt: finishedAt,
            })),
          )
          .onConflictDoNothing()
          .returning({ questionId: quizUserAttempts.questionId });
        // Handed-in answers feed the learner's memory like any quiz answer (decision 026).
        const stored = new Set(inserted.map((r) => r.questionId));
        const memory = answered
          .filter((q) => stored.has(q.id))
          .map((q) => ({
            userId: row.userId,
            questionId: q.id,
            kind: 'exam' as const,
            selected: q.selected,
            correct: q.correct,
            source: 'quiz' as const,
          }));
        await rememberAnswers(tx, memory, finishedAt);
      }
      return done;
    });
  }

  const expired = (row: repo.SimulationRow) =>
    row.finishedAt === null && clock.now().getTime() > row.deadlineAt.getTime() + SIMULATION_GRACE_MS;

  async function result(
    row: repo.SimulationRow,
    reasons: readonly MpuType[],
    language: Language,
  ): Promise<SimulationResult> {
    const questions = byOrder(row.questionIds, await repo.keyedQuestions(db, row.questionIds));
    const items = questions.map(
      ({ categoryId: _id, categoryKey: _key, translations, categoryTranslations, ...q }) => {
        const selected = row.answers[q.id] ?? [];
        const keyed = { ...q, translations };
        const text = questionText(keyed, language);
        // In the learner's language; answers stored in German, shown by position (decision 028).
        return {
          ...q,
          ...categoryText({ categoryName: q.categoryName, categoryTranslations }, language),
          question: text.question,
          options: text.options,
          explanation: text.explanation,
          lang: text.lang,
          selected: shownOptions(keyed, language, selected),
          correctAnswers: shownOptions(keyed, language, q.correctAnswers),
          correct: isCorrectAnswer(selected, q.correctAnswers),
        };
      },
    );
    const categories = new Map<string, Omit<SimulationResult['categories'][number], 'chapters'>>();
    for (const [i, item] of items.entries()) {
      const id = questions[i]!.categoryId;
      const { categoryName: name, categoryLang: lang } = item;
      const entry = categories.get(id) ?? { id, name, lang, correct: 0, total: 0 };
      entry.total += 1;
      if (item.correct) entry.correct += 1;
      categories.set(id, entry);
    }
    const links = await chapterLinks(questions, reasons, language);
    const correct = items.filter((item) => item.correct).length;
    const byCategory = [...categories.values()]
      .map((c) => ({ ...c, chapters: links.get(c.id) ?? [] }))
      .sort((a, b) => a.name.localeCompare(b.name, 'de'));
    return {
      id: row.id,
      status: 'finished',
      startedAt: row.startedAt.toISOString(),
      finishedAt: row.finishedAt!.toISOString(),
      timedOut: row.finishedAt!.getTime() >= row.deadlineAt.getTime(),
      correct,
      total: items.length,
      passed: passesPractice(correct, items.length),
      categories: byCategory,
      weakest: weakestCategories(byCategory).map((c) => c.id),
      items,
    };
  }

  /**
   * Per category id, the chapters content/exam-chapters.yaml names for it, in its order; chapters of
   * courses for the learner's reasons only (all of them when none is); titles in the learner's
   * language where translated (decision 028).
   */
  async function chapterLinks(
    questions: { categoryId: string; categoryKey: string | null }[],
    reasons: readonly MpuType[],
    language: Language,
  ): Promise<Map<string, SimulationResult['categories'][number]['chapters']>> {
    const wanted = new Map(questions.map((q) => [q.categoryId, chaptersFor(chapterMap, q.categoryKey)]));
    const rows = await repo.chaptersByKey(db, [...new Set([...wanted.values()].flat())]);
    const byKey = new Map(rows.map((r) => [r.sourceKey?.replace(/^chapter:/, ''), r]));
    const links = new Map<string, SimulationResult['categories'][number]['chapters']>();
    for (const [categoryId, keys] of wanted) {
      const found = keys.flatMap((key) => byKey.get(key) ?? []);
      const relevant = found.filter((r) => isCategoryVisible(r.courseTypes, reasons));
      links.set(
        categoryId,
        (relevant.length > 0 ? relevant : found).map((r) => {
          const shown = localize(r, language, ['title']);
          return {
            title: shown.values.title,
            lang: shown.lang,
            href: `${paths.course(r.courseId)}#kapitel-${r.id}`,
          };
        }),
      );
    }
    return links;
  }

  async function running(row: repo.SimulationRow, language: Language): Promise<Simulation> {
    const questions = byOrder(row.questionIds, await repo.learnerQuestions(db, row.questionIds, language));
    const byId = new Map(questions.map((q) => [q.id, q]));
    return {
      id: row.id,
      status: 'running',
      startedAt: row.startedAt.toISOString(),
      deadlineAt: row.deadlineAt.toISOString(),
      now: clock.now().toISOString(),
      // A new order of the options on every presentation; answers are sent as texts.
      questions: questions.map((q) => presentQuestion(q, language)),
      // Saved answers as the learner sees the options (stored in German, decision 028).
      answers: Object.fromEntries(
        Object.entries(row.answers).map(([id, selected]) => {
          const question = byId.get(id);
          return [id, question ? shownOptions(question, language, selected) : selected];
        }),
      ),
    };
  }

  async function owned(user: SessionUser, id: string) {
    const row = await repo.findSimulation(db, user.id, id);
    if (!row) throw notFound();
    return expired(row) ? finish(row, row.deadlineAt) : row;
  }

  return {
    async start(user: SessionUser, language: Language = 'de'): Promise<Simulation> {
      const pool = await repo.visibleQuestionIds(db, effectiveReasons(user));
      const drawn = drawAcrossCategories(pool, SIMULATION_SIZE);
      if (drawn.length === 0) throw conflict();
      const startedAt = clock.now();
      const row = await repo.insertSimulation(db, {
        userId: user.id,
        questionIds: drawn.map((q) => q.id),
        startedAt,
        deadlineAt: new Date(startedAt.getTime() + SIMULATION_MINUTES * 60_000),
      });
      return running(row, language);
    },

    async get(user: SessionUser, id: string, language: Language = 'de'): Promise<Simulation> {
      const row = await owned(user, id);
      return row.finishedAt ? result(row, effectiveReasons(user), language) : running(row, language);
    },

    async list(user: SessionUser): Promise<{ items: SimulationSummary[] }> {
      const rows = await repo.listSimulations(db, user.id, SIMULATION_HISTORY_SIZE);
      const items = await Promise.all(rows.map((row) => (expired(row) ? finish(row, row.deadlineAt) : row)));
      return {
        items: items.map((row) => ({
          id: row.id,
          startedAt: row.startedAt.toISOString(),
          finished: row.finishedAt !== null,
          correct: row.correctCount,
          total: row.questionIds.length,
          passed: row.correctCount === null ? null : passesPractice(row.correctCount, row.questionIds.length),
        })),
      };
    },

    /** Saves an answer while the time runs; after the deadline (or handing in) a 409. */
    async answer(
      user: SessionUser,
      id: string,
      questionId: string,
      shown: string[],
      language: Language = 'de',
    ) {
      const row = await owned(user, id);
      if (row.finishedAt) throw closed();
      if (!row.questionIds.includes(questionId)) throw notFound();
      const [question] = await repo.keyedQuestions(db, [questionId]);
      if (!question) throw notFound();
      const selected = selectedInGerman(question, language, shown);
      if (!allAmongOptions(selected, question.options)) throw new AppError('validation', 400);
      const latest = new Date(clock.now().getTime() - SIMULATION_GRACE_MS);
      const saved = await repo.saveAnswer(db, { userId: user.id, id, questionId, selected, latest });
      if (!saved) throw closed();
      return { saved: true as const };
    },

    /** Hands in (early or at the end); a finished simulation just answers with its result. */
    async handIn(user: SessionUser, id: string, language: Language = 'de'): Promise<SimulationResult> {
      const row = await owned(user, id);
      const done = row.finishedAt ? row : await finish(row, clock.now());
      return result(done, effectiveReasons(user), language);
    },
  };
}

export type SimulationService = ReturnType<typeof createSimulationService>;
