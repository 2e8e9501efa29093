import { eq } from 'drizzle-orm';
import type { VideoLanguage } from '../../../common/domain/enums.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Db } from '../../db/client.ts';
import type { OrderedList } from '../../db/ordering.ts';
import { videoQuizzes, videoSections, videos } from '../../db/schema/videos.ts';

/** SQL for the admin side of the video library (sections, videos, quiz questions, order). */

/** The ordered lists of the library (server/db/ordering.ts): categories, a category's videos, a video's questions. */
export const sectionList: OrderedList = {
  table: videoSections,
  id: videoSections.id,
  order: videoSections.sortOrder,
  createdAt: videoSections.createdAt,
};

export const videoList = (sectionId: string): OrderedList => ({
  table: videos,
  id: videos.id,
  order: videos.sortOrder,
  createdAt: videos.createdAt,
  where: eq(videos.sectionId, sectionId),
});

export const quizList = (videoId: string): OrderedList => ({
  table: videoQuizzes,
  id: videoQuizzes.id,
  order: videoQuizzes.sortOrder,
  createdAt: videoQuizzes.createdAt,
  where: eq(videoQuizzes.videoId, videoId),
});

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

/** Deletes the question; returns its video id, or null when there was none. */
export async function deleteQuiz(tx: Db, quizId: string): Promise<string | null> {
  const rows = await tx
    .delete(videoQuizzes)
    .where(eq(videoQuizzes.id, quizId))
    .returning({ videoId: videoQuizzes.videoId });
  return rows[0]?.videoId ?? null;
}
