import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chapters, courses, quizzes } from '../db/schema/courses.ts';
import { quizCategories, quizQuestions } from '../db/schema/exam.ts';
import { lexicon } from '../db/schema/lexicon.ts';
import { news } from '../db/schema/news.ts';
import { videoQuizzes, videoSections, videos } from '../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { readCourses } from './courses.ts';
import { ContentLoadError, defaultContentDir, loadContent } from './loader.ts';
import { readNews } from './news.ts';
import { readVideos } from './videos.ts';

// Runs on PGlite and, in the api-postgres project, on the PostgreSQL server: the same content must
// load on both.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tables = { courses, chapters, quizzes, videoSections, videos, videoQuizzes, news };
/** With the glossary and the exam question bank: every table the content pack fills. */
const allTables = { ...tables, lexicon, quizCategories, quizQuestions };

/** Every content row of every table, ordered by source key: a full picture to compare loads with. */
async function snapshot() {
  const picture: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(allTables)) {
    picture[name] = await ctx.db.select().from(table).orderBy(table.sourceKey);
  }
  return picture;
}

function expectedCounts() {
  const courseList = readCourses(defaultContentDir);
  const sectionList = readVideos(defaultContentDir);
  const videoList = sectionList.flatMap((s) => s.videos);
  return {
    courses: courseList.length,
    chapters: courseList.flatMap((c) => c.chapters).length,
    quizzes: courseList.flatMap((c) => c.chapters.flatMap((ch) => ch.quizzes)).length,
    videoSections: sectionList.length,
    videos: videoList.length,
    videoQuizzes: videoList.flatMap((v) => v.quizzes).length,
    news: readNews(defaultContentDir).length,
  };
}

const counts = async () =>
  Object.fromEntries(
    await Promise.all(
      Object.entries(tables).map(async ([name, table]) => [name, await ctx.db.$count(table)] as const),
    ),
  );

describe('loading the content pack', () => {
  it('inserts every course, chapter, quiz, section, video and news item of content/', async () => {
    const results = await loadContent(ctx.db);
    const expected = expectedCounts();
    expect(await counts()).toEqual(expected);
    expect(results.courses).toEqual({
      inserted: expected.courses + expected.chapters + expected.quizzes,
      updated: 0,
      skipped: 0,
    });
    const [course] = await ctx.db
      .select()
      .from(courses)
      .where(eq(courses.sourceKey, 'course:die-mpu-verstehen'));
    expect(course?.title).toBe('Die MPU verstehen');
    const [item] = await ctx.db.select().from(news).orderBy(news.publishedAt).limit(1);
    expect(item?.publishedAt.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00\.000Z$/);
  });

  it('changes nothing when it runs a second time', async () => {
    const before = await snapshot();
    const results = await loadContent(ctx.db);
    for (const result of Object.values(results)) expect(result.inserted).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps what an administrator edited and does not bring back what they deleted', async () => {
    await ctx.db
      .update(courses)
      .set({ title: 'Von der Beratung umbenannt' })
      .where(eq(courses.sourceKey, 'course:die-mpu-verstehen'));
    await ctx.db
      .update(videos)
      .set({ title: 'Eigener Titel' })
      .where(sql`${videos.sourceKey} like 'video:%'`);
    const [deletedNews] = await ctx.db.delete(news).returning();
    const [deletedVideo] = await ctx.db
      .delete(videos)
      .where(sql`${videos.id} = (select id from videos order by source_key limit 1)`)
      .returning();
    // Deleting a course deletes its chapters and quizzes with it.
    await ctx.db.delete(courses).where(eq(courses.sourceKey, 'course:punkte-und-straftaten'));
    const before = await snapshot();

    await loadContent(ctx.db);

    expect(await snapshot()).toEqual(before);
    const [course] = await ctx.db
      .select()
      .from(courses)
      .where(eq(courses.sourceKey, 'course:die-mpu-verstehen'));
    expect(course?.title).toBe('Von der Beratung umbenannt');
    expect(await ctx.db.$count(news, eq(news.sourceKey, deletedNews!.sourceKey!))).toBe(0);
    expect(await ctx.db.$count(videos, eq(videos.sourceKey, deletedVideo!.sourceKey!))).toBe(0);
    expect(await ctx.db.$count(courses, eq(courses.sourceKey, 'course:punkte-und-straftaten'))).toBe(0);
  });

  it('adds items that are new in the files, also under an item an administrator edited', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-content-'));
    try {
      cpSync(defaultContentDir, dir, { recursive: true });
      const courseDir = path.join(dir, 'courses', 'die-mpu-verstehen');
      writeFileSync(
        path.join(courseDir, '99-neues-kapitel.md'),
        '---\nkey: neues-kapitel\ntitle: Neues Kapitel\n---\nEin neuer Text.\n',
      );
      const yamlFile = path.join(courseDir, 'course.yaml');
      writeFileSync(
        yamlFile,
        readFileSync(yamlFile, 'utf8').replace(
          /^quizzes:\n/m,
          'quizzes:\n  neues-kapitel:\n    - key: neues-kapitel-1\n      question: Stimmt das?\n      options: [Ja, Nein]\n      correct: Ja\n',
        ),
      );
      writeFileSync(
        path.join(dir, 'news', '2026-01-05-neue-meldung.md'),
        '---\nkey: neue-meldung\ntitle: Neue Meldung\npublished_at: 2026-01-05\n---\nText.\n',
      );

      const results = await loadContent(ctx.db, { contentDir: dir });

      expect(results.courses?.inserted).toBe(2);
      expect(results.news?.inserted).toBe(1);
      expect(results.videos?.inserted).toBe(0);
      const [chapter] = await ctx.db
        .select({ courseTitle: courses.title, sortOrder: chapters.sortOrder })
        .from(chapters)
        .innerJoin(courses, eq(courses.id, chapters.courseId))
        .where(eq(chapters.sourceKey, 'chapter:neues-kapitel'));
      expect(chapter).toEqual({ courseTitle: 'Von der Beratung umbenannt', sortOrder: 99 });
      expect(await ctx.db.$count(quizzes, eq(quizzes.sourceKey, 'chapter-quiz:neues-kapitel-1'))).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a broken file by name and still loads the other modules', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-content-'));
    try {
      cpSync(defaultContentDir, dir, { recursive: true });
      writeFileSync(path.join(dir, 'videos.yaml'), 'sections:\n  - key: Falscher Schlüssel\n');
      writeFileSync(
        path.join(dir, 'news', '2026-02-01-zweite-meldung.md'),
        '---\nkey: zweite-meldung\ntitle: Zweite Meldung\npublished_at: 2026-02-01\n---\nText.\n',
      );
      const error = await loadContent(ctx.db, { contentDir: dir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContentLoadError);
      expect((error as Error).message).toMatch(/videos: .*videos\.yaml/);
      expect(await ctx.db.$count(news, eq(news.sourceKey, 'news:zweite-meldung'))).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('at a start, skips a pack unchanged since the last complete load and loads a changed one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mpu-content-'));
    try {
      cpSync(defaultContentDir, dir, { recursive: true });
      await loadContent(ctx.db, { contentDir: dir });
      await ctx.db.delete(news).where(eq(news.sourceKey, 'news:neue-meldung'));
      expect(await loadContent(ctx.db, { contentDir: dir, whenChanged: true })).toEqual({});

      writeFileSync(
        path.join(dir, 'news', '2026-03-01-dritte-meldung.md'),
        '---\nkey: dritte-meldung\ntitle: Dritte Meldung\npublished_at: 2026-03-01\n---\nText.\n',
      );
      const results = await loadContent(ctx.db, { contentDir: dir, whenChanged: true });
      expect(results.news?.inserted).toBe(1);
      expect(await ctx.db.$count(news, eq(news.sourceKey, 'news:dritte-meldung'))).toBe(1);
      expect(await loadContent(ctx.db, { contentDir: dir, whenChanged: true })).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
