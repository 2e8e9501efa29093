import type { MpuType } from '../../../common/domain/mpu.ts';
import { localize } from '../../../common/domain/translations.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { paths } from '../../../common/paths.ts';
import type { TopicRating } from '../../../common/schemas/interview.ts';
import type { Db } from '../../db/client.ts';
import type { QuestionBank } from './bank.ts';
import { contentLinks } from './interview.repo.ts';
import { nextStepKeys } from './rating.ts';

/**
 * A topic's next steps (content/interview/next-steps.yaml): chapter and term names in the report's
 * language, German where the item has no translation, each saying its `lang` (issue 14).
 */
export async function nextSteps(
  db: Db,
  bank: QuestionBank,
  reason: MpuType,
  topic: TopicRating['topic'],
  lang: Language,
): Promise<TopicRating['nextSteps']> {
  const keys = nextStepKeys(bank, reason, topic);
  const found = await contentLinks(db, keys.chapters, keys.terms);
  return [
    ...keys.chapters.flatMap((key) => {
      const chapter = found.chapters.get(key);
      if (!chapter) return [];
      const shown = localize(chapter, lang, ['title']);
      const href = `${paths.course(chapter.courseId)}#kapitel-${chapter.id}`;
      return [{ kind: 'chapter' as const, title: shown.values.title, href, lang: shown.lang }];
    }),
    ...keys.terms.flatMap((key) => {
      const entry = found.terms.get(key);
      if (!entry) return [];
      const shown = localize(entry, lang, ['term']);
      const title = shown.values.term;
      if (!title) return [];
      return [
        {
          kind: 'term' as const,
          title,
          href: `${paths.lexicon}?q=${encodeURIComponent(title)}`,
          lang: shown.lang,
        },
      ];
    }),
  ];
}
