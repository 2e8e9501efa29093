import { TRANSLATION_LANGUAGES, type TranslationLanguage } from '../../common/domain/translations.ts';
import { readCourses } from './courses.ts';
import { readLexicon } from './lexicon.ts';
import { readNews } from './news.ts';
import { readQuestionBank } from './questions.ts';
import {
  readCourseTranslations,
  readLexiconTranslations,
  readNewsTranslations,
  readQuestionTranslations,
  readVideoTranslations,
  type TranslationMap,
} from './translation-files.ts';
import { readVideos } from './videos.ts';

/**
 * Translation coverage of the content pack, from the files (issue 28): for each kind of item the
 * loader writes, how many German items have their translation in a language. The database check
 * (translation-coverage.test.ts) proves the loader passes them on; this counts what the files hold,
 * for `npm run content:figures`.
 */
export type Coverage = { kind: string; german: number; translated: Record<TranslationLanguage, number> };

/** The content keys of every translatable German item, by the loader's key prefix. */
export function germanKeys(contentDir: string): Record<string, string[]> {
  const courses = readCourses(contentDir);
  const categories = readQuestionBank(contentDir);
  const sections = readVideos(contentDir);
  const videos = sections.flatMap((s) => s.videos);
  return {
    course: courses.map((c) => c.key),
    chapter: courses.flatMap((c) => c.chapters.map((ch) => ch.key)),
    'chapter-quiz': courses.flatMap((c) => c.chapters.flatMap((ch) => ch.quizzes.map((q) => q.key))),
    'quiz-category': categories.map((c) => c.key),
    question: categories.flatMap((c) => c.questions.map((q) => q.key)),
    lexicon: readLexicon(contentDir).map((t) => t.key),
    news: readNews(contentDir).map((n) => n.key),
    'video-section': sections.map((s) => s.key),
    video: videos.map((v) => v.key),
    'video-quiz': videos.flatMap((v) => v.quizzes.map((q) => q.key)),
  };
}

export function translationCoverage(contentDir: string): Coverage[] {
  const maps: TranslationMap[] = [
    readCourseTranslations(contentDir),
    readQuestionTranslations(contentDir),
    readLexiconTranslations(contentDir),
    readNewsTranslations(contentDir),
    readVideoTranslations(contentDir),
  ];
  const find = (key: string, lang: TranslationLanguage) => maps.some((map) => map.get(key)?.[lang]);
  return Object.entries(germanKeys(contentDir)).map(([kind, keys]) => ({
    kind,
    german: keys.length,
    translated: Object.fromEntries(
      TRANSLATION_LANGUAGES.map((lang) => [lang, keys.filter((key) => find(`${kind}:${key}`, lang)).length]),
    ) as Record<TranslationLanguage, number>,
  }));
}

/** Every kind together, per language. */
export function coverageShare(coverage: Coverage[], lang: TranslationLanguage) {
  const german = coverage.reduce((sum, c) => sum + c.german, 0);
  const translated = coverage.reduce((sum, c) => sum + c.translated[lang], 0);
  return { german, translated, share: german ? translated / german : 1 };
}
