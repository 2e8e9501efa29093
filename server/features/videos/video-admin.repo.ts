import { asc, eq, max, sql } from 'drizzle-orm';
import type { VideoLanguage } from '../../../common/domain/enums.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Db } from '../../db/client.ts';
import { videoQuizzes, videoSections, videos } from '../../db/schema/videos.ts';

/** SQL for the admin side of the video library (sections, videos, quiz questions, order). */

/** Any constant: every write that assigns or renumbers video/section order holds this lock. */
const ORDER_LOCK = 72_070_001;

/**
 * Serialises order writes (new item = max + 1, renumbering) until the transaction ends, so two
 * admins reordering or creating at once cannot interleave into duplicate or gapped numbers.
 */
export async function lockOrdering(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ORDER_LOCK})`);
}

export async function maxSectionOrder(tx: Db): Promise<number | null> {
  const [row] = await tx.select({ value: max(videoSections.sortOrder) }).from(videoSections);
  return row?.value ?? null;
}

export async function maxVideoOrder(tx: Db, sectionId: string): Promise<number | null> {
  const [row] = await tx
    .select({ value: max(videos.sortOrder) })
    .from(videos)
    .where(eq(videos.sectionId, sectionId));
  return row?.value ?? null;
}

export async function maxQuizOrder(tx: Db, videoId: string): Promise<number | null> {
  const [row] = await tx
    .select({ value: max(videoQuizzes.sortOrder) })
    .from(videoQuizzes)
    .where(eq(videoQuizzes.videoId, videoId));
  return row?.value ?? null;
}

export async function sectionIdsInOrder(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: videoSections.id })
    .from(videoSections)
    .orderBy(asc(videoSections.sortOrder), asc(videoSections.createdAt));
  return rows.map((row) => row.id);
}

export async function videoIdsInOrder(tx: Db, sectionId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: videos.id })
    .from(videos)
    .where(eq(videos.sectionId, sectionId))
    .orderBy(asc(videos.sortOrder), asc(videos.createdAt));
  return rows.map((row) => row.id);
}

const idArray = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

/** Sets sort_order = position (1..n) of each id in one statement. */
export async function applySectionOrder(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update ${videoSections} set sort_order = v.ord
    from unnest(${idArray(ids)}) with ordinality as v(id, ord) where ${videoSections.id} = v.id`);
}

export async function applyVideoOrder(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`update ${videos} set sort_order = v.ord
    from unnest(${idArray(ids)}) with ordinality as v(id, ord) where ${videos.id} = v.id`);
}

export function sectionExists(tx: Db, sectionId: string): Promise<boolean> {
  return tx
    .select({ id: videoSections.id })
    .from(videoSections)
    .where(eq(videoSections.id, sectionId))
    .then((rows) => rows.length === 1);
}

export async function insertSection(tx: Db, values: { title: string; description: string; order: number }) {
  const [row] = await tx
    .insert(videoSections)
    .values({ title: values.title, description: values.description, sortOrder: values.order })
    .returning({
      id: videoSections.id,
      title: videoSections.title,
      description: videoSections.description,
      order: videoSections.sortOrder,
    });
  return row!;
}

export async function updateSection(
  db: Db,
  sectionId: string,
  values: { title: string; description?: string },
) {
  const [row] = await db.update(videoSections).set(values).where(eq(videoSections.id, sectionId)).returning({
    id: videoSections.id,
    title: videoSections.title,
    description: videoSections.description,
    order: videoSections.sortOrder,
  });
  return row;
}

export async function deleteSection(tx: Db, sectionId: string): Promise<boolean> {
  const rows = await tx
    .delete(videoSections)
    .where(eq(videoSections.id, sectionId))
    .returning({ id: videoSections.id });
  return rows.length === 1;
}

export type VideoValues = {
  title: string;
  description: string;
  url: string;
  captionsUrl?: string | null;
  thumbnailUrl?: string | null;
  language: VideoLanguage;
  country: string[];
  mpuTypes: MpuType[];
};

export async function insertVideo(tx: Db, values: VideoValues & { sectionId: string; order: number }) {
  const { order, ...rest } = values;
  const [row] = await tx
    .insert(videos)
    .values({ ...rest, sortOrder: order })
    .returning({ id: videos.id });
  return row!.id;
}

export async function updateVideo(db: Db, videoId: string, values: Partial<VideoValues>): Promise<boolean> {
  if (Object.keys(values).length === 0) {
    return db
      .select({ id: videos.id })
      .from(videos)
      .where(eq(videos.id, videoId))
      .then((r) => r.length === 1);
  }
  const rows = await db.update(videos).set(values).where(eq(videos.id, videoId)).returning({ id: videos.id });
  return rows.length === 1;
}

/** Deletes the video; returns its section id, or null when there was none. */
export async function deleteVideo(tx: Db, videoId: string): Promise<string | null> {
  const rows = await tx
    .delete(videos)
    .where(eq(videos.id, videoId))
    .returning({ sectionId: videos.sectionId });
  return rows[0]?.sectionId ?? null;
}

export async function insertQuiz(
  tx: Db,
  values: {
    videoId: string;
    question: string;
    options: string[];
    correctAnswers: string[];
    explanation: string;
    order: number;
  },
) {
  const { order, ...rest } = values;
  const [row] = await tx
    .insert(videoQuizzes)
    .values({ ...rest, sortOrder: order })
    .returning({
      id: videoQuizzes.id,
      videoId: videoQuizzes.videoId,
      question: videoQuizzes.question,
      options: videoQuizzes.options,
      correctAnswers: videoQuizzes.correctAnswers,
      explanation: videoQuizzes.explanation,
      order: videoQuizzes.sortOrder,
    });
  return row!;
}

export async function deleteQuiz(db: Db, quizId: string): Promise<boolean> {
  const rows = await db
    .delete(videoQuizzes)
    .where(eq(videoQuizzes.id, quizId))
    .returning({ id: videoQuizzes.id });
  return rows.length === 1;
}
