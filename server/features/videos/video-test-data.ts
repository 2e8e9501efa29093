import type { VideoLanguage } from '../../../common/domain/enums.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { Db } from '../../db/client.ts';
import { videoQuizzes, videoSections, videos } from '../../db/schema/videos.ts';

/** Test data written straight to the database (the content pack is loaded elsewhere). */
export async function insertSection(
  db: Db,
  title: string,
  order: number,
  description = `${title} – Beschreibung`,
) {
  const [row] = await db
    .insert(videoSections)
    .values({ title, description, sortOrder: order })
    .returning({ id: videoSections.id });
  return row!.id;
}

export async function insertVideo(
  db: Db,
  sectionId: string,
  input: { title: string; order: number; mpuTypes?: MpuType[]; language?: VideoLanguage; url?: string },
) {
  const [row] = await db
    .insert(videos)
    .values({
      sectionId,
      title: input.title,
      description: `${input.title} – worum es geht`,
      url: input.url ?? '/media/test.mp4',
      sortOrder: input.order,
      language: input.language ?? 'de',
      mpuTypes: input.mpuTypes ?? ['alcohol'],
    })
    .returning({ id: videos.id });
  return row!.id;
}

export async function insertQuiz(
  db: Db,
  videoId: string,
  input: { question: string; options: string[]; correct: string[]; explanation?: string; order?: number },
) {
  const [row] = await db
    .insert(videoQuizzes)
    .values({
      videoId,
      question: input.question,
      options: input.options,
      correctAnswers: input.correct,
      explanation: input.explanation ?? '',
      sortOrder: input.order ?? 1,
    })
    .returning({ id: videoQuizzes.id });
  return row!.id;
}
