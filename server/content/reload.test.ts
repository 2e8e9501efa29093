import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentLoaded } from '../db/schema/content.ts';
import { chapters, quizAttempts, quizzes, userProgress } from '../db/schema/courses.ts';
import { quizQuestions } from '../db/schema/exam.ts';
import { lexicon } from '../db/schema/lexicon.ts';
import { videoQuizzes } from '../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { contentHash, legacyHashes } from './hash.ts';
import { defaultContentDir, loadContent } from './loader.ts';

// A corrected content file reaches existing databases (docs/decisions/020-content-review-and-reload.md):
// rows that still hold the version last loaded take the new one in place (same id, so learners'
// answers and progress stay); rows an administrator edited keep the edit; nothing is duplicated.
let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'mpu-reload-'));
  cpSync(defaultContentDir, dir, { recursive: true, filter: (src) => !src.includes(`${path.sep}media`) });
  await loadContent(ctx.db, { contentDir: dir });
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await ctx.close();
});

function edit(file: string, from: string | RegExp, to: string) {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  const next = text.replace(from, to);
  expect(next, file).not.toBe(text);
  writeFileSync(full, next);
}
const rowCount = async () =>
  Promise.all([chapters, quizzes, videoQuizzes, lexicon, quizQuestions].map((table) => ctx.db.$count(table)));
const chapterRow = async (key: string) =>
  (
    await ctx.db
      .select()
      .from(chapters)
      .where(eq(chapters.sourceKey, `chapter:${key}`))
  )[0]!;

describe('reloading changed content files', () => {
  it('updates unedited items in place, keeps edited ones, duplicates nothing and keeps progress', async () => {
    const learner = await ctx.createUser();
    const chapter = await chapterRow('was-ist-die-mpu');
    const [quiz] = await ctx.db
      .select()
      .from(quizzes)
      .where(eq(quizzes.sourceKey, 'chapter-quiz:mpu-abkuerzung'));
    await ctx.db.insert(userProgress).values({ userId: learner.id, chapterId: chapter.id });
    await ctx.db
      .insert(quizAttempts)
      .values({ userId: learner.id, quizId: quiz!.id, answer: quiz!.correctAnswer, isCorrect: true });
    // An administrator rewrote one chapter; the files change it too.
    await ctx.db
      .update(chapters)
      .set({ title: 'Titel der Beratungsstelle' })
      .where(eq(chapters.sourceKey, 'chapter:der-untersuchungstag'));
    const before = await rowCount();

    edit('courses/die-mpu-verstehen/01-was-ist-die-mpu.md', /^title: .*$/m, 'title: Was die MPU ist (neu)');
    edit('courses/die-mpu-verstehen/03-der-untersuchungstag.md', /^title: .*$/m, 'title: Der Tag der MPU');
    edit(
      'courses/die-mpu-verstehen/course.yaml',
      'MPU heißt Medizinisch-Psychologische Untersuchung.',
      'MPU ist die Abkürzung für Medizinisch-Psychologische Untersuchung.',
    );
    edit('lexicon.yaml', 'Das Cannabisgesetz, kurz CanG,', 'Das Cannabisgesetz (CanG)');
    edit('videos.yaml', 'Das Gutachten ist eine Empfehlung.', 'Das Gutachten empfiehlt nur.');

    const results = await loadContent(ctx.db, { contentDir: dir });

    expect(results.courses?.updated).toBe(2); // the chapter and the quiz, not the edited chapter
    expect(results.lexicon?.updated).toBe(1);
    expect(results.videos?.updated).toBe(1);
    expect(results.questions?.updated).toBe(0);
    expect(await rowCount()).toEqual(before);
    const updated = await chapterRow('was-ist-die-mpu');
    expect(updated).toMatchObject({ id: chapter.id, title: 'Was die MPU ist (neu)' });
    expect((await chapterRow('der-untersuchungstag')).title).toBe('Titel der Beratungsstelle');
    const [quizAfter] = await ctx.db.select().from(quizzes).where(eq(quizzes.id, quiz!.id));
    expect(quizAfter?.explanation).toMatch(/^MPU ist die Abkürzung/);
    expect(await ctx.db.$count(userProgress, eq(userProgress.userId, learner.id))).toBe(1);
    expect(await ctx.db.$count(quizAttempts, eq(quizAttempts.quizId, quiz!.id))).toBe(1);

    // A third load with the same files changes nothing.
    const again = await loadContent(ctx.db, { contentDir: dir });
    for (const result of Object.values(again)) expect(result).toMatchObject({ inserted: 0, updated: 0 });
  });

  it('updates an item later again once its row took the previous change', async () => {
    edit('courses/die-mpu-verstehen/01-was-ist-die-mpu.md', /^title: .*$/m, 'title: Was ist die MPU?');
    const results = await loadContent(ctx.db, { contentDir: dir });
    expect(results.courses?.updated).toBe(1);
    expect((await chapterRow('was-ist-die-mpu')).title).toBe('Was ist die MPU?');
  });

  it('updates rows loaded before hashes only where they hold a released version', async () => {
    // A chapter question whose only change since the release is its new explanation.
    const rows = await ctx.db.select().from(quizzes).orderBy(quizzes.sourceKey);
    const released = rows.find(
      (row) =>
        row.sourceKey !== 'chapter-quiz:alkohol-rad' &&
        legacyHashes[row.sourceKey!] ===
          contentHash({
            question: row.question,
            options: row.options,
            correctAnswer: row.correctAnswer,
            explanation: '',
            sortOrder: row.sortOrder,
          }),
    );
    const key = released!.sourceKey!;
    const explanation = released!.explanation;
    // As in a database loaded from the release before hashes: no explanation yet, no hash recorded.
    await ctx.db.update(quizzes).set({ explanation: '' }).where(eq(quizzes.sourceKey, key));
    await ctx.db.update(contentLoaded).set({ hash: null }).where(eq(contentLoaded.sourceKey, key));
    // A released row an administrator edited, and a row that already equals the files.
    await ctx.db
      .update(quizzes)
      .set({ explanation: '', question: 'Eigene Frage der Beratung?' })
      .where(eq(quizzes.sourceKey, 'chapter-quiz:alkohol-rad'));
    await ctx.db
      .update(contentLoaded)
      .set({ hash: null })
      .where(sql`${contentLoaded.sourceKey} in ('chapter-quiz:alkohol-rad', 'chapter-quiz:alkohol-24a')`);

    const results = await loadContent(ctx.db, { contentDir: dir });

    expect(results.courses?.updated).toBe(1);
    const after = await ctx.db
      .select({ key: quizzes.sourceKey, question: quizzes.question, explanation: quizzes.explanation })
      .from(quizzes)
      .where(sql`${quizzes.sourceKey} in (${key}, 'chapter-quiz:alkohol-rad')`);
    const byKey = new Map(after.map((row) => [row.key, row]));
    expect(byKey.get(key)?.explanation).toBe(explanation);
    expect(byKey.get('chapter-quiz:alkohol-rad')).toMatchObject({
      question: 'Eigene Frage der Beratung?',
      explanation: '',
    });
    const [recorded] = await ctx.db
      .select({ hash: contentLoaded.hash })
      .from(contentLoaded)
      .where(eq(contentLoaded.sourceKey, 'chapter-quiz:alkohol-24a'));
    expect(recorded?.hash).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('content hash', () => {
  it('ignores parent ids and key order and treats dates and missing values alike', () => {
    const date = new Date('2024-08-22T10:00:00Z');
    expect(contentHash({ title: 'A', courseId: 'x', at: date, url: undefined })).toBe(
      contentHash({ url: null, at: new Date(date), courseId: 'y', title: 'A' }),
    );
    expect(contentHash({ title: 'A' })).not.toBe(contentHash({ title: 'B' }));
  });
});
