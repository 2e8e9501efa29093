import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../../common/i18n/languages.ts';
import { contentKey, nonEmpty, parseWith, readYaml } from '../../content/files.ts';
import { defaultContentDir } from '../../content/loader.ts';
import { loadQuestionBank, type QuestionBank } from './bank.ts';

/**
 * The question bank in Turkish and English: the German bank (keys, topics, openers, triggers) with
 * the texts of content/i18n/<lang>/interview/ (format: notes of the content pack). An item without a
 * translation, or whose translation names other placeholders than the German text, stays German, so
 * the engine never fills a question with a value it does not have.
 */
const translatedQuestions = z.object({
  questions: z.array(z.object({ key: contentKey, text: nonEmpty, addresses: z.array(nonEmpty).optional() })),
});
const translatedFollowUps = z.object({ followUps: z.array(z.object({ key: contentKey, text: nonEmpty })) });

const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)\}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/** The translated text when it keeps exactly the German placeholders, else null. */
export function alignedText(german: string, translated: string | undefined): string | null {
  return translated !== undefined && placeholders(german) === placeholders(translated) ? translated : null;
}

/** The item in `lang` when its translation is aligned, else the German item (which says lang 'de'). */
function translated<T extends { text: string; lang: Language }>(
  item: T,
  text: string | undefined,
  lang: Language,
): T {
  const aligned = alignedText(item.text, text);
  return aligned === null ? item : { ...item, text: aligned, lang };
}

function readTexts(dir: string): { questions: Map<string, string>; followUps: Map<string, string> } {
  const questions = new Map<string, string>();
  const followUps = new Map<string, string>();
  if (!existsSync(dir)) return { questions, followUps };
  for (const file of readdirSync(dir)) {
    const full = path.join(dir, file);
    if (file === 'follow-ups.yaml') {
      for (const f of parseWith(translatedFollowUps, readYaml(full), full).followUps)
        followUps.set(f.key, f.text);
    } else if (!file.endsWith('-words.yaml') && file.endsWith('.yaml')) {
      for (const q of parseWith(translatedQuestions, readYaml(full), full).questions)
        questions.set(q.key, q.text);
    }
  }
  return { questions, followUps };
}

export function translateBank(german: QuestionBank, lang: Language, root = defaultContentDir): QuestionBank {
  if (lang === 'de') return german;
  const texts = readTexts(path.join(root, 'i18n', lang, 'interview'));
  return {
    ...german,
    lang,
    questions: german.questions.map((q) => translated(q, texts.questions.get(q.key), lang)),
    followUps: german.followUps.map((f) => translated(f, texts.followUps.get(f.key), lang)),
  };
}

/** The bank in every interface language (read at start, like the German one). */
export function loadQuestionBanks(root = defaultContentDir): Record<Language, QuestionBank> {
  const german = loadQuestionBank(path.join(root, 'interview'));
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, translateBank(german, lang, root)])) as Record<
    Language,
    QuestionBank
  >;
}
