import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rememberAnswers } from '../../db/memory.ts';
import { writeMpuReasons } from '../../db/mpu-reasons.ts';
import { chapters, courses, userProgress } from '../../db/schema/courses.ts';
import { quizCategories, quizQuestions, quizUserAttempts } from '../../db/schema/exam.ts';
import { videoProgress, videoSections, videos } from '../../db/schema/videos.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { createOverviewService } from './overview.service.ts';

let ctx: TestContext;
type User = Awaited<ReturnType<TestContext['createUser']>>;
let anna: User; // reason alcohol: the user whose numbers are computed by hand below
let ben: User; // another learner who has done everything
let admin: User;
const ids = {
  chapters: [] as string[],
  videos: {} as Record<string, string>,
  questions: {} as Record<string, string>,
  alcoholCategory: '',
};

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute));

type AttemptRow = {
  userId: string;
  questionId: string;
  isCorrect: boolean;
  selectedAnswers?: string[];
  createdAt: Date;
};
/** Quiz attempts as the exam service stores them: with the memory rows they move (decision 026). */
async function insertAttempts(rows: AttemptRow[]) {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(quizUserAttempts).values(rows);
    const ordered = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    await rememberAnswers(
      tx,
      ordered.map((row) => ({
        ...row,
        kind: 'exam',
        selected: row.selectedAnswers ?? [],
        correct: row.isCorrect,
        source: 'quiz',
      })),
      ordered.at(-1)!.createdAt,
    );
  });
}

beforeAll(async () => {
  ctx = await createTestContext();
  anna = await ctx.createUser({ reason: 'alcohol' });
  ben = await ctx.createUser({ reason: 'drugs' });
  admin = await ctx.createUser({ role: 'admin' });
  const db = ctx.db;

  const [course] = await db.insert(courses).values({ title: 'Kurs' }).returning();
  const chapterRows = await db
    .insert(chapters)
    .values([1, 2, 3, 4].map((n) => ({ courseId: course!.id, title: `Kapitel ${n}`, sortOrder: n })))
    .returning();
  ids.chapters = chapterRows.map((c) => c.id);

  const [section] = await db.insert(videoSections).values({ title: 'Abschnitt' }).returning();
  const videoSpecs = {
    v1: { language: 'de', mpuTypes: ['alcohol'] },
    v2: { language: 'de', mpuTypes: ['alcohol', 'drugs'] },
    v3: { language: 'de', mpuTypes: ['drugs'] },
    v4: { language: 'en', mpuTypes: ['alcohol'] },
    v5: { language: 'de', mpuTypes: ['points'] },
  } as const;
  for (const [key, spec] of Object.entries(videoSpecs)) {
    const [row] = await db
      .insert(videos)
      .values({
        sectionId: section!.id,
        title: key,
        url: `https://example.org/${key}`,
        ...spec,
        mpuTypes: [...spec.mpuTypes],
      })
      .returning();
    ids.videos[key] = row!.id;
  }

  const [alcohol, general, drugs] = await db
    .insert(quizCategories)
    .values([
      { name: 'Alkohol', mpuTypes: ['alcohol'] },
      { name: 'Allgemein', mpuTypes: [] },
      { name: 'Drogen', mpuTypes: ['drugs'] },
    ])
    .returning();
  ids.alcoholCategory = alcohol!.id;
  const question = (categoryId: string, text: string) => ({
    categoryId,
    question: text,
    options: ['A', 'B'],
    correctAnswers: ['A'],
  });
  const questionRows = await db
    .insert(quizQuestions)
    .values([
      question(alcohol!.id, 'q1'),
      question(alcohol!.id, 'q2'),
      question(general!.id, 'q3'),
      question(drugs!.id, 'q4'),
    ])
    .returning();
  for (const row of questionRows) ids.questions[row.question] = row.id;

  // Anna: chapter 1 done; videos v1 (visible) and v3 (not her reason); exam attempts:
  // q1 wrong then right, q2 right then wrong, q3 right, q4 right (not her reason's category).
  await db.insert(userProgress).values({ userId: anna.id, chapterId: ids.chapters[0]!, createdAt: at(5) });
  await db.insert(videoProgress).values([
    { userId: anna.id, videoId: ids.videos.v1! },
    { userId: anna.id, videoId: ids.videos.v3! },
  ]);
  const attempt = (userId: string, q: string, isCorrect: boolean, minute: number) => ({
    userId,
    questionId: ids.questions[q]!,
    isCorrect,
    selectedAnswers: [isCorrect ? 'A' : 'B'],
    createdAt: at(minute),
  });
  await insertAttempts([
    attempt(anna.id, 'q1', false, 1),
    attempt(anna.id, 'q1', true, 2),
    attempt(anna.id, 'q2', true, 1),
    attempt(anna.id, 'q2', false, 2),
    attempt(anna.id, 'q3', true, 1),
    attempt(anna.id, 'q4', true, 1),
  ]);

  // Ben has done everything: none of it may show up in Anna's overview.
  await db.insert(userProgress).values(ids.chapters.map((chapterId) => ({ userId: ben.id, chapterId })));
  await db
    .insert(videoProgress)
    .values(Object.values(ids.videos).map((videoId) => ({ userId: ben.id, videoId })));
  await insertAttempts(['q1', 'q2', 'q3', 'q4'].map((q) => attempt(ben.id, q, true, 3)));
});
afterAll(() => ctx.close());

const sessionUser = (user: User) => ({
  id: user.id,
  email: user.email,
  role: 'user' as const,
  mpuReason: 'alcohol' as const,
  mpuReasons: [],
  consentVersion: null,
  sessionExpiresAt: new Date(),
});

const get = (cookie?: string, query = '') =>
  ctx.app.inject({ url: `/api/overview${query}`, headers: cookie ? { cookie } : {} });

describe('GET /api/overview', () => {
  it('needs a session', async () => {
    const response = await get();
    expect(response.statusCode).toBe(401);
  });

  it("computes the signed-in user's numbers by the spec's formulas (worked by hand)", async () => {
    const response = await get(anna.cookie, '?language=de');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.counts).toEqual({
      chapters: { completed: 1, total: 4 }, // 25 %
      videos: { completed: 1, total: 2 }, // v1, v2 are German and alcohol: 50 %
      questions: { mastered: 2, total: 3 }, // q1, q3 of q1–q3: 67 %
      attempts: { total: 6, correct: 4 }, // error rate 2/6 = 33 %
    });
    expect(body.shares).toEqual({ chapter: 25, quiz: 67, video: 50 });
    // round(0.3·25 + 0.4·67 + 0.3·50) = round(7.5 + 26.8 + 15) = round(49.3) = 49
    expect(body.readiness).toBe(49);
    expect(body.level).toBe('intermediate');
    expect(body.errorRate).toBe(33);
    expect(body.errorRateTone).toBe('yellow');
    expect(body.milestones).toEqual({
      videoBasics: true,
      quizExercises: true,
      practice: true,
      examSimulation: false,
      mpuReady: false,
    });
    expect(body.recommendations).toEqual({
      focus: ['balanced'],
      strengths: [],
      timeline: 'intermediate',
      nextSteps: ['errorAnalysis', 'morePractice'],
    });
    expect(body.lastChapterAt).toBe(at(5).toISOString());
  });

  it('counts only what the learner can open: with courses locked, readiness is the video share (issue 10)', async () => {
    await ctx.setPermission(anna.id, 'courses', false);
    const body = (await get(anna.cookie, '?language=de')).json();
    await ctx.setPermission(anna.id, 'courses', true);
    expect(body.shares).toEqual({ chapter: 25, quiz: 67, video: 50 });
    expect(body.readiness).toBe(50);
    expect(body.recommendations.focus).toEqual([]);
    expect(body.recommendations.nextSteps).toEqual([]);
  });

  it('counts German videos for everyone plus those spoken in the interface language (decision 028)', async () => {
    const body = (await get(anna.cookie, '?language=en')).json();
    // v1, v2 (German, as for everyone) and v4 (English); Anna completed one of the German ones.
    expect(body.counts.videos).toEqual({ completed: 1, total: 3 });
    expect((await get(anna.cookie, '?language=fr')).statusCode).toBe(400);
  });

  it('admins count every video of their language, whatever its MPU type', async () => {
    const body = (await get(admin.cookie, '?language=de')).json();
    expect(body.counts.videos).toEqual({ completed: 0, total: 4 });
    expect(body.counts.attempts).toEqual({ total: 0, correct: 0 });
  });

  it('counts the questions a learner without reasons can open in the exam hub, no more', async () => {
    const none = await ctx.createUser({ reason: 'alcohol' });
    await writeMpuReasons(ctx.db, none.id, []);
    const body = (await get(none.cookie, '?language=de')).json();
    const hub = (await ctx.app.inject({ url: '/api/exam/hub', headers: { cookie: none.cookie } })).json();
    // Only 'Allgemein' (no types) is open to them: q3. Videos are not narrowed without reasons.
    expect(body.counts.questions).toEqual({ mastered: 0, total: 1 });
    expect(hub.questionCount).toBe(1);
    expect(body.counts.videos).toEqual({ completed: 0, total: 4 });
  });

  it("another user's history changes nothing for Anna, and Ben sees only his own", async () => {
    const ben1 = (await get(ben.cookie, '?language=de')).json();
    // Ben (drugs): videos v2, v3 are his German ones; q1–q2 are alcohol-only, so q3 and q4.
    expect(ben1.counts).toEqual({
      chapters: { completed: 4, total: 4 },
      videos: { completed: 2, total: 2 },
      questions: { mastered: 2, total: 2 },
      attempts: { total: 4, correct: 4 },
    });
    expect(ben1.readiness).toBe(100);
    expect((await get(anna.cookie, '?language=de')).json().readiness).toBe(49);
  });

  it('uses the same two queries however long the history is (counts, content version)', async () => {
    let queries = 0;
    const counting = new Proxy(ctx.db, {
      get(target, property) {
        const value = Reflect.get(target, property);
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          queries++;
          return value.apply(target, args);
        };
      },
    });
    const service = createOverviewService({ db: counting, pagesOf: async () => ['courses', 'videos'] });
    const user = { ...sessionUser(anna), mpuReasons: ['alcohol' as const] };
    await service.forUser(user, 'de'); // loads the content totals of this version once
    queries = 0;
    await service.forUser(user, 'de');
    const before = queries;
    await insertAttempts(
      Array.from({ length: 300 }, (_, i) => ({
        userId: anna.id,
        questionId: ids.questions.q3!,
        isCorrect: true,
        createdAt: at(10 + (i % 40)),
      })),
    );
    queries = 0;
    const after = await service.forUser(user, 'de');
    expect(before).toBe(2);
    expect(queries).toBe(2);
    expect(after.counts.attempts.total).toBe(306);
  });

  it('reflects every content write at once, on every instance (content version, decision 025)', async () => {
    const other = createOverviewService({ db: ctx.db, pagesOf: async () => ['courses', 'videos'] });
    const user = { ...sessionUser(anna), mpuReasons: ['alcohol' as const] };
    const totals = async () => {
      const [api, instance] = [
        (await get(anna.cookie, '?language=de')).json(),
        await other.forUser(user, 'de'),
      ];
      expect(instance.counts).toEqual(api.counts);
      return {
        chapters: api.counts.chapters.total,
        videos: api.counts.videos.total,
        questions: api.counts.questions.total,
      };
    };
    expect(await totals()).toEqual({ chapters: 4, videos: 2, questions: 3 });

    // An admin adds an alcohol question: Anna's total grows, Ben's (drugs) does not.
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/exam/questions',
      headers: { cookie: admin.cookie },
      payload: { categoryId: ids.alcoholCategory, question: 'q5', options: ['A', 'B'], correct: [0] },
    });
    expect(added.statusCode).toBe(201);
    expect(await totals()).toEqual({ chapters: 4, videos: 2, questions: 4 });
    expect((await get(ben.cookie, '?language=de')).json().counts.questions.total).toBe(2);

    // Writes outside the API (content loader, another instance, psql) count as well.
    const [course] = await ctx.db.select({ id: courses.id }).from(courses).limit(1);
    const [chapter] = await ctx.db
      .insert(chapters)
      .values({ courseId: course!.id, title: 'Kapitel 5', sortOrder: 5 })
      .returning();
    await ctx.db
      .update(videos)
      .set({ mpuTypes: ['points'] })
      .where(eq(videos.id, ids.videos.v2!));
    expect(await totals()).toEqual({ chapters: 5, videos: 1, questions: 4 });

    await ctx.db.delete(quizQuestions).where(eq(quizQuestions.id, added.json().id));
    await ctx.db.delete(chapters).where(eq(chapters.id, chapter!.id));
    await ctx.db
      .update(videos)
      .set({ mpuTypes: ['alcohol', 'drugs'] })
      .where(eq(videos.id, ids.videos.v2!));
    expect(await totals()).toEqual({ chapters: 4, videos: 2, questions: 3 });
  });
});

describe('browser-test fixtures', () => {
  it('exist only with NODE_ENV=test', async () => {
    const user = await ctx.createUser();
    const seeded = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/progress',
      headers: { cookie: user.cookie },
      payload: { language: 'de', wrongAnswers: 1 },
    });
    expect(seeded.statusCode).toBe(200);
    const production = await createTestContext({ env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/test/progress',
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
