import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { VideoLanguage } from '../../../common/domain/enums.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  videoProgress,
  videoQuizAttempts,
  videoQuizzes,
  videoSections,
  videos,
} from '../../db/schema/videos.ts';

/** SQL of the video library; the rules that choose what to ask for live in the services. */

const sectionColumns = {
  id: videoSections.id,
  title: videoSections.title,
  description: videoSections.description,
  order: videoSections.sortOrder,
  translations: videoSections.translations,
};

// Fully qualified: Drizzle leaves column names unqualified in single-table selects.
const quizCount = sql<number>`(select count(*)::int from video_quizzes q where q.video_id = "videos"."id")`;

const videoColumns = {
  id: videos.id,
  sectionId: videos.sectionId,
  title: videos.title,
  description: videos.description,
  url: videos.url,
  captionsUrl: videos.captionsUrl,
  thumbnailUrl: videos.thumbnailUrl,
  order: videos.sortOrder,
  language: videos.language,
  country: videos.country,
  mpuTypes: videos.mpuTypes,
  quizCount,
  translations: videos.translations,
};

/** `mpu_types && ARRAY[…]::mpu_type[]`, written so PGlite and node-postgres type it the same way. */
export function overlapsReasons(reasons: readonly MpuType[]): SQL {
  const list = sql.join(
    reasons.map((reason) => sql`${reason}`),
    sql`, `,
  );
  return sql`${videos.mpuTypes} && array[${list}]::mpu_type[]`;
}

export function listSections(db: Db) {
  return db
    .select(sectionColumns)
    .from(videoSections)
    .orderBy(asc(videoSections.sortOrder), asc(videoSections.createdAt));
}

export type VideoFilter = { languages?: readonly VideoLanguage[]; reasons?: readonly MpuType[] };

/** Videos in section and video order, optionally filtered by spoken languages and MPU-type overlap. */
export function listVideos(db: Db, filter: VideoFilter = {}) {
  const conditions: SQL[] = [];
  if (filter.languages) conditions.push(inArray(videos.language, [...filter.languages]));
  if (filter.reasons?.length) conditions.push(overlapsReasons(filter.reasons));
  return db
    .select(videoColumns)
    .from(videos)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(videos.sortOrder), asc(videos.createdAt));
}

export async function completedVideoIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ videoId: videoProgress.videoId })
    .from(videoProgress)
    .where(and(eq(videoProgress.userId, userId), eq(videoProgress.completed, true)));
  return new Set(rows.map((row) => row.videoId));
}

export function findVideo(db: Db, videoId: string) {
  return db
    .select(videoColumns)
    .from(videos)
    .where(eq(videos.id, videoId))
    .then((rows) => rows[0]);
}

/** One row per user and video; a second completion changes nothing. */
export async function markCompleted(db: Db, userId: string, videoId: string): Promise<void> {
  await db
    .insert(videoProgress)
    .values({ userId, videoId, completed: true })
    .onConflictDoUpdate({ target: [videoProgress.userId, videoProgress.videoId], set: { completed: true } });
}

const quizColumns = {
  id: videoQuizzes.id,
  videoId: videoQuizzes.videoId,
  question: videoQuizzes.question,
  options: videoQuizzes.options,
  correctAnswers: videoQuizzes.correctAnswers,
  explanation: videoQuizzes.explanation,
  order: videoQuizzes.sortOrder,
  translations: videoQuizzes.translations,
};

export function listQuizzes(db: Db, videoId: string) {
  return db
    .select(quizColumns)
    .from(videoQuizzes)
    .where(eq(videoQuizzes.videoId, videoId))
    .orderBy(asc(videoQuizzes.sortOrder), asc(videoQuizzes.createdAt));
}

export function findQuiz(db: Db, quizId: string) {
  return db
    .select({ ...quizColumns, mpuTypes: videos.mpuTypes })
    .from(videoQuizzes)
    .innerJoin(videos, eq(videos.id, videoQuizzes.videoId))
    .where(eq(videoQuizzes.id, quizId))
    .then((rows) => rows[0]);
}

export function attemptsOf(db: Db, userId: string, quizIds: readonly string[]) {
  if (quizIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      quizId: videoQuizAttempts.quizId,
      selectedAnswers: videoQuizAttempts.selectedAnswers,
      isCorrect: videoQuizAttempts.isCorrect,
    })
    .from(videoQuizAttempts)
    .where(and(eq(videoQuizAttempts.userId, userId), inArray(videoQuizAttempts.quizId, [...quizIds])));
}

/** Inserts the attempt unless one exists for this quiz or attempt id; false when nothing was stored. */
export async function insertAttempt(
  db: Db | Tx,
  attempt: {
    userId: string;
    quizId: string;
    selectedAnswers: string[];
    isCorrect: boolean;
    attemptId: string | null;
  },
): Promise<boolean> {
  const rows = await db
    .insert(videoQuizAttempts)
    .values(attempt)
    .onConflictDoNothing()
    .returning({ id: videoQuizAttempts.id });
  return rows.length > 0;
}

/** The learner's answer stored under a client attempt id (decision 026). */
export async function attemptById(db: Db, userId: string, attemptId: string) {
  const [row] = await db
    .select({
      quizId: videoQuizAttempts.quizId,
      selectedAnswers: videoQuizAttempts.selectedAnswers,
      isCorrect: videoQuizAttempts.isCorrect,
    })
    .from(videoQuizAttempts)
    .where(and(eq(videoQuizAttempts.userId, userId), eq(videoQuizAttempts.attemptId, attemptId)));
  return row;
}
