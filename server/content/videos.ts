import path from 'node:path';
import { z } from 'zod';
import { VIDEO_LANGUAGES } from '../../common/domain/enums.ts';
import { MPU_TYPES } from '../../common/domain/mpu.ts';
import { allAmongOptions } from '../../common/domain/quiz.ts';
import { TRANSLATION_LANGUAGES, type Translations } from '../../common/domain/translations.ts';
import { videoQuizzes, videoSections, videos } from '../db/schema/videos.ts';
import { contentKey, nonEmpty, parseWith, readYaml } from './files.ts';
import type { ContentModule } from './loader.ts';
import { loadBatch } from './store.ts';
import { readVideoTranslations, translatedCaptions } from './translation-files.ts';

/** A file of the content pack (`/media/<file>`) or an absolute http(s) link. */
const mediaUrl = z
  .string()
  .regex(/^(\/media\/[A-Za-z0-9._-]+|https?:\/\/\S+)$/, 'use /media/<file> or an http(s) link');

const videoQuiz = z
  .strictObject({
    key: contentKey,
    question: nonEmpty,
    options: z.array(nonEmpty).length(4),
    correct: z.array(nonEmpty).min(1),
    /** Shown after answering; the quiz-quality test requires one for every shipped question. */
    explanation: z.string().trim().default(''),
  })
  .refine((quiz) => allAmongOptions(quiz.correct, quiz.options), {
    message: 'every correct answer must be one of the options',
    path: ['correct'],
  })
  .refine((quiz) => new Set(quiz.options).size === 4 && new Set(quiz.correct).size === quiz.correct.length, {
    message: 'options and correct answers must not repeat',
    path: ['options'],
  });

const video = z.strictObject({
  key: contentKey,
  title: nonEmpty,
  description: nonEmpty,
  url: mediaUrl,
  captions_url: mediaUrl.optional(),
  thumbnail_url: mediaUrl.optional(),
  language: z.enum(VIDEO_LANGUAGES),
  country: z.array(z.string().regex(/^[A-Z]{2}$/)).min(1),
  mpu_types: z.array(z.enum(MPU_TYPES)).min(1),
  order: z.number().int().min(1),
  quizzes: z.array(videoQuiz).default([]),
});

const section = z.strictObject({
  key: contentKey,
  title: nonEmpty,
  description: nonEmpty,
  order: z.number().int().min(1),
  videos: z.array(video),
});

const videosFile = z.strictObject({ sections: z.array(section) });

export type VideoSection = z.infer<typeof section>;
export type Video = z.infer<typeof video>;

export function readVideos(contentDir: string): VideoSection[] {
  const file = path.join(contentDir, 'videos.yaml');
  return parseWith(videosFile, readYaml(file), file).sections;
}

/** A video's translated title and description plus, per language, its caption file when there is one. */
function videoTranslations(fields: Translations | undefined, contentDir: string, captionsUrl?: string) {
  const result: Translations = { ...fields };
  for (const lang of TRANSLATION_LANGUAGES) {
    const captions = translatedCaptions(contentDir, captionsUrl, lang);
    if (captions) result[lang] = { ...result[lang], captionsUrl: captions };
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** Video library sections, videos and video quizzes (`video-section:`, `video:`, `video-quiz:`). */
export const videosContent: ContentModule = {
  kind: 'videos',
  load: (db, contentDir) => {
    const sections = readVideos(contentDir);
    const translated = readVideoTranslations(contentDir);
    return loadBatch(db, async (batch) => {
      const sectionIds = await batch.put(
        videoSections,
        sections.map((entry) => ({
          key: `video-section:${entry.key}`,
          translations: translated.get(`video-section:${entry.key}`),
          values: { title: entry.title, description: entry.description, sortOrder: entry.order },
        })),
      );
      const videoList = sections.flatMap((entry) => {
        const sectionId = sectionIds.get(`video-section:${entry.key}`);
        if (sectionId) return entry.videos.map((item) => ({ item, sectionId }));
        // An administrator deleted the section (and its videos with it): they stay away.
        batch.skip(entry.videos.reduce((sum, item) => sum + 1 + item.quizzes.length, 0));
        return [];
      });
      const videoIds = await batch.put(
        videos,
        videoList.map(({ item, sectionId }) => ({
          key: `video:${item.key}`,
          translations: videoTranslations(translated.get(`video:${item.key}`), contentDir, item.captions_url),
          values: {
            sectionId,
            title: item.title,
            description: item.description,
            url: item.url,
            captionsUrl: item.captions_url ?? null,
            thumbnailUrl: item.thumbnail_url ?? null,
            language: item.language,
            country: item.country,
            mpuTypes: item.mpu_types,
            sortOrder: item.order,
          },
        })),
      );
      const quizList = videoList.flatMap(({ item }) => {
        const videoId = videoIds.get(`video:${item.key}`);
        if (videoId) return item.quizzes.map((quiz, index) => ({ quiz, index, videoId }));
        batch.skip(item.quizzes.length);
        return [];
      });
      await batch.put(
        videoQuizzes,
        quizList.map(({ quiz, index, videoId }) => ({
          key: `video-quiz:${quiz.key}`,
          translations: translated.get(`video-quiz:${quiz.key}`),
          values: {
            videoId,
            question: quiz.question,
            options: quiz.options,
            correctAnswers: quiz.correct,
            explanation: quiz.explanation,
            sortOrder: index + 1,
          },
        })),
      );
    });
  },
};
