import type { AdminQuiz, AdminVideo, AdminVideos } from '../../../common/schemas/videos.ts';
import type { Db } from '../../db/client.ts';
import { closeGaps, nextOrder, reorder, withOrderLock } from '../../db/ordering.ts';
import { notFound } from '../../kernel/errors.ts';
import * as admin from './video-admin.repo.ts';
import * as repo from './videos.repo.ts';

type SectionInput = { title: string; description: string };
type VideoInput = admin.VideoValues & { sectionId: string };
type QuizInput = { question: string; options: string[]; correctAnswers: string[]; explanation: string };

/** Admin video management: sections, videos, quiz questions and their order (SPEC §2, §4, §5). */
export function createVideoAdminService({ db }: { db: Db }) {
  async function videoOrThrow(videoId: string): Promise<AdminVideo> {
    const video = await repo.findVideo(db, videoId);
    if (!video) throw notFound();
    return video;
  }

  return {
    /** Every section with every video, whatever its language or MPU types. */
    async overview(): Promise<AdminVideos> {
      const [sections, videos] = await Promise.all([repo.listSections(db), repo.listVideos(db)]);
      return {
        sections: sections.map((section) => ({
          ...section,
          videos: videos.filter((video) => video.sectionId === section.id),
        })),
      };
    },

    /** New category at the end: order = max + 1, or 1 (SPEC §5). */
    createSection(input: SectionInput) {
      return withOrderLock(db, async (tx) =>
        admin.insertSection(tx, { ...input, order: await nextOrder(tx, admin.sectionList) }),
      );
    },

    async updateSection(sectionId: string, input: { title: string; description?: string }) {
      const section = await admin.updateSection(db, sectionId, input);
      if (!section) throw notFound();
      return section;
    },

    /** Deletes the category and its videos (cascade); the rest keep a gapless 1..n. */
    deleteSection(sectionId: string) {
      return withOrderLock(db, async (tx) => {
        if (!(await admin.deleteSection(tx, sectionId))) throw notFound();
        await closeGaps(tx, admin.sectionList);
      });
    },

    /**
     * Renumbers the categories 1..n in the given order, in one transaction. The ids must be exactly
     * the current categories (400 otherwise: someone added or deleted one meanwhile).
     */
    reorderSections(ids: string[]) {
      return withOrderLock(db, (tx) => reorder(tx, admin.sectionList, ids));
    },

    async createVideo(input: VideoInput): Promise<AdminVideo> {
      const id = await withOrderLock(db, async (tx) => {
        if (!(await admin.sectionExists(tx, input.sectionId))) throw notFound();
        return admin.insertVideo(tx, {
          ...input,
          order: await nextOrder(tx, admin.videoList(input.sectionId)),
        });
      });
      return videoOrThrow(id);
    },

    async updateVideo(videoId: string, input: Partial<admin.VideoValues>): Promise<AdminVideo> {
      if (!(await admin.updateVideo(db, videoId, input))) throw notFound();
      return videoOrThrow(videoId);
    },

    deleteVideo(videoId: string) {
      return withOrderLock(db, async (tx) => {
        const sectionId = await admin.deleteVideo(tx, videoId);
        if (!sectionId) throw notFound();
        await closeGaps(tx, admin.videoList(sectionId));
      });
    },

    /** Renumbers the videos of one category 1..n (same rules as reorderSections). */
    reorderVideos(sectionId: string, ids: string[]) {
      return withOrderLock(db, async (tx) => {
        if (!(await admin.sectionExists(tx, sectionId))) throw notFound();
        await reorder(tx, admin.videoList(sectionId), ids);
      });
    },

    /** The questions with their answer keys, for the authoring panel. */
    async quizzes(videoId: string): Promise<AdminQuiz[]> {
      await videoOrThrow(videoId);
      return repo.listQuizzes(db, videoId);
    },

    async createQuiz(videoId: string, input: QuizInput): Promise<AdminQuiz> {
      return withOrderLock(db, async (tx) => {
        if (!(await repo.findVideo(tx, videoId))) throw notFound();
        return admin.insertQuiz(tx, {
          videoId,
          ...input,
          order: await nextOrder(tx, admin.quizList(videoId)),
        });
      });
    },

    deleteQuiz(quizId: string): Promise<void> {
      return withOrderLock(db, async (tx) => {
        const videoId = await admin.deleteQuiz(tx, quizId);
        if (!videoId) throw notFound();
        await closeGaps(tx, admin.quizList(videoId));
      });
    },
  };
}

export type VideoAdminService = ReturnType<typeof createVideoAdminService>;
