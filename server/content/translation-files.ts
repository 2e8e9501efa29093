import { existsSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../common/domain/translations.ts';
import { contentKey, listDirs, listFiles, nonEmpty, parseWith, readMarkdown, readYaml } from './files.ts';

/**
 * The sidecar translation files under content/i18n/<lang>/ (format: content/README.md, decision 028).
 * Only keys and text fields; the German files stay the source of everything else. Each reader returns,
 * per content key as the loader records it (`course:…`, `chapter-quiz:…`), the translated fields per
 * language. Missing files simply mean no translation (the content test demands completeness).
 * Question answers line up by position with the German options, so only `options` is kept here:
 * `correct` in the files is checked by the content test, never trusted for scoring.
 */

export type TranslatedFields = Record<string, unknown>;
export type TranslationMap = Map<string, Partial<Record<TranslationLanguage, TranslatedFields>>>;

const quiz = z.object({
  key: contentKey,
  question: nonEmpty,
  options: z.array(nonEmpty).min(2),
  correct: z.union([nonEmpty, z.array(nonEmpty)]).optional(),
  explanation: z.string().trim().default(''),
});
export type TranslatedQuiz = z.infer<typeof quiz>;

export const translationSchemas = {
  course: z.object({
    key: contentKey,
    title: nonEmpty,
    description: nonEmpty,
    quizzes: z.record(contentKey, z.array(quiz)).default({}),
  }),
  chapter: z.object({ key: contentKey, title: nonEmpty }),
  category: z.object({
    key: contentKey,
    name: nonEmpty,
    description: nonEmpty,
    questions: z.array(quiz).default([]),
  }),
  lexicon: z.object({
    terms: z.array(z.object({ key: contentKey, term: nonEmpty, definition: nonEmpty })).default([]),
  }),
  news: z.object({ key: contentKey, title: nonEmpty }),
  videos: z.object({
    sections: z
      .array(
        z.object({
          key: contentKey,
          title: nonEmpty,
          description: nonEmpty,
          videos: z
            .array(
              z.object({
                key: contentKey,
                title: nonEmpty,
                description: nonEmpty,
                quizzes: z.array(quiz).default([]),
              }),
            )
            .default([]),
        }),
      )
      .default([]),
  }),
};

export const i18nDir = (contentDir: string, lang: TranslationLanguage) => path.join(contentDir, 'i18n', lang);

function collect(
  read: (dir: string, put: (key: string, fields: TranslatedFields) => void) => void,
  contentDir: string,
): TranslationMap {
  const map: TranslationMap = new Map();
  for (const lang of TRANSLATION_LANGUAGES) {
    read(i18nDir(contentDir, lang), (key, fields) => {
      map.set(key, { ...map.get(key), [lang]: fields });
    });
  }
  return map;
}

const quizFields = (q: TranslatedQuiz) => ({
  question: q.question,
  options: q.options,
  explanation: q.explanation,
});

/** course:, chapter:, chapter-quiz: */
export function readCourseTranslations(contentDir: string): TranslationMap {
  return collect((dir, put) => {
    const root = path.join(dir, 'courses');
    for (const course of listDirs(root)) {
      const file = path.join(root, course, 'course.yaml');
      if (existsSync(file)) {
        const data = parseWith(translationSchemas.course, readYaml(file), file);
        put(`course:${data.key}`, { title: data.title, description: data.description });
        for (const list of Object.values(data.quizzes)) {
          for (const q of list) put(`chapter-quiz:${q.key}`, quizFields(q));
        }
      }
      for (const name of listFiles(path.join(root, course), /\.md$/)) {
        const chapterFile = path.join(root, course, name);
        const { data, body } = readMarkdown(chapterFile);
        const front = parseWith(translationSchemas.chapter, data, chapterFile);
        if (body) put(`chapter:${front.key}`, { title: front.title, content: body });
      }
    }
  }, contentDir);
}

/** quiz-category:, question: */
export function readQuestionTranslations(contentDir: string): TranslationMap {
  return collect((dir, put) => {
    const root = path.join(dir, 'questions');
    for (const name of listFiles(root, /\.yaml$/)) {
      const file = path.join(root, name);
      const data = parseWith(translationSchemas.category, readYaml(file), file);
      put(`quiz-category:${data.key}`, { name: data.name, description: data.description });
      for (const q of data.questions) put(`question:${q.key}`, quizFields(q));
    }
  }, contentDir);
}

/** lexicon: */
export function readLexiconTranslations(contentDir: string): TranslationMap {
  return collect((dir, put) => {
    const file = path.join(dir, 'lexicon.yaml');
    if (!existsSync(file)) return;
    for (const term of parseWith(translationSchemas.lexicon, readYaml(file), file).terms) {
      put(`lexicon:${term.key}`, { term: term.term, definition: term.definition });
    }
  }, contentDir);
}

/** news: */
export function readNewsTranslations(contentDir: string): TranslationMap {
  return collect((dir, put) => {
    const root = path.join(dir, 'news');
    for (const name of listFiles(root, /\.md$/)) {
      const file = path.join(root, name);
      const { data, body } = readMarkdown(file);
      const front = parseWith(translationSchemas.news, data, file);
      if (body) put(`news:${front.key}`, { title: front.title, body });
    }
  }, contentDir);
}

/**
 * The caption file of a video in a language: `/media/<name>.<lang>.vtt` next to the German
 * `/media/<name>.vtt`, when the content pack has it.
 */
export function translatedCaptions(
  contentDir: string,
  germanUrl: string | undefined,
  lang: TranslationLanguage,
) {
  const match = germanUrl ? /^\/media\/([A-Za-z0-9._-]+)\.vtt$/.exec(germanUrl) : null;
  if (!match) return undefined;
  const name = `${match[1]}.${lang}.vtt`;
  return existsSync(path.join(contentDir, 'media', name)) ? `/media/${name}` : undefined;
}

/** video-section:, video: (title, description), video-quiz: */
export function readVideoTranslations(contentDir: string): TranslationMap {
  return collect((dir, put) => {
    const file = path.join(dir, 'videos.yaml');
    if (!existsSync(file)) return;
    for (const section of parseWith(translationSchemas.videos, readYaml(file), file).sections) {
      put(`video-section:${section.key}`, { title: section.title, description: section.description });
      for (const video of section.videos) {
        put(`video:${video.key}`, { title: video.title, description: video.description });
        for (const q of video.quizzes) put(`video-quiz:${q.key}`, quizFields(q));
      }
    }
  }, contentDir);
}
