import { nextOrder } from '../../../common/domain/videos.ts';
import type { AdminQuiz, AdminVideo, AdminVideos } from '../../../common/schemas/videos.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../kernel/errors.ts';
import * as admin from './video-admin.repo.ts';
import * as repo from './videos.repo.ts';

type SectionInput = { title: string; description: string };
type VideoInput = admin.VideoValues & { sectionId: string };
type QuizInput = { question: string; options: string[]; correctAnswers: string[]; explanation: string };

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && new Set([...a, ...b]).size === a.length;

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
      return db.transaction(async (tx) => {
        await admin.lockOrdering(tx);
        const max = await admin.maxSectionOrder(tx);
        return admin.insertSection(tx, { ...input, order: nextOrder(max === null ? [] : [max]) });
      });
    },

    async updateSection(sectionId: string, input: { title: string; description?: string }) {
      const section = await admin.updateSection(db, sectionId, input);
      if (!section) throw notFound();
      return section;
    },

    /** Deletes the category and its videos (cascade); the rest keep a gapless 1..n. */
    deleteSection(sectionId: string) {
      return db.transaction(async (tx) => {
        await admin.lockOrdering(tx);
        if (!(await admin.deleteSection(tx, sectionId))) throw notFound();
        await admin.applySectionOrder(tx, await admin.sectionIdsInOrder(tx));
      });
    },

    /**
     * Renumbers the categories 1..n in the given order, in one transaction. The ids must be exactly
     * the current categories (409 otherwise: someone added or deleted one meanwhile).
     */
    reorderSections(ids: string[]) {
      return db.transaction(async (tx) => {
        await admin.lockOrdering(tx);
        if (!sameSet(await admin.sectionIdsInOrder(tx), ids)) throw conflict('stale order');
        await admin.applySectionOrder(tx, ids);
      });
    },

    async createVideo(input: VideoInput): Promise<AdminVideo> {
      const id = await db.transaction(async (tx) => {
        await admin.lockOrdering(tx);
        if (!(await admin.sectionExists(tx, input.sectionId))) throw notFound();
        const max = await admin.maxVideoOrder(tx, input.sectionId);
        return admin.insertVideo(tx, { ...input, order: nextOrder(max === null ? [] : [max]) });
      });
      return videoOrThrow(id);
    },

    async updateVideo(videoId: string, input: Partial<admin.VideoValues>): Promise<AdminVideo> {
      if (!(await admin.updateVideo(db, videoId, input))) throw notFound();
      return videoOrThrow(videoId);
    },

    deleteVideo(videoId: string) {
      return db.transaction(async (tx) => {
        await admin.lockOrdering(tx);
        const sectionId = await admin.deleteVideo(tx, videoId);
        if (!sectionId) throw notFound();
        await admin.applyVideoOrder(tx, await admin.videoIdsInOrder(tx, sectionId));
      });
    },

    /** Renumbers the videos of one category 1..n (same rules as reorderSections). */
    reorderVideos(sectionId: string, ids: string[]) {
      return db.transaction(async (tx) => {
        await admin.lockOrdering(tx);
        if (!(await admin.sectionExists(tx, sectionId))) throw notFound();
        if (!sameSet(await admin.videoIdsInOrder(tx, sectionId), ids)) throw conflict('stale order');
        await admin.applyVideoOrder(tx, ids);
      });
    },

    /** The questions with their answer keys, for the authoring panel. */
    async quizzes(videoId: string): Promise<AdminQuiz[]> {
      await videoOrThrow(videoId);
      return repo.listQuizzes(db, videoId);
    },

    async createQuiz(videoId: string, input: QuizInput): Promise<AdminQuiz> {
      return db.transaction(async (tx) => {
        await admin.lockOrdering(tx);
        if (!(await repo.findVideo(tx, videoId))) throw notFound();
        const max = await admin.maxQuizOrder(tx, videoId);
        return admin.insertQuiz(tx, { videoId, ...input, order: nextOrder(max === null ? [] : [max]) });
      });
    },

    async deleteQuiz(quizId: string): Promise<void> {
      if (!(await admin.deleteQuiz(db, quizId))) throw notFound();
    },
  };
}

export type VideoAdminService = ReturnType<typeof createVideoAdminService>;
