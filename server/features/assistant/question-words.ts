import { deu, eng, tur } from 'stopword';
import type { Language } from '../../../common/i18n/languages.ts';

/**
 * Function words of each language (the `stopword` package's lists, wider than PostgreSQL's
 * snowball stop words): in a small content pack a word like "meinte" or "total" is rare, so it
 * weighs like a technical term and pulls in whichever passage happens to contain it. German words
 * are dropped in every language, since a question's words are stemmed as German too.
 */
/**
 * Words of those lists that say what is asked: how long, since when, the first time, again, a new
 * licence, without. In MPU questions they are the point ("Wie lange …", "das erste Mal", "ohne
 * Ausfallerscheinungen"), so they stay.
 */
const ASKING = new Set([
  'lange',
  'lang',
  'zeit',
  'jahr',
  'jahre',
  'jahren',
  'erste',
  'ersten',
  'erstes',
  'neue',
  'neuen',
  'neu',
  'wieder',
  'nie',
  'ohne',
  'zurück',
  'never',
  'after',
  'before',
  'ilk',
  'sonra',
  'önce',
]);
const stop = (...lists: string[][]) => new Set(lists.flat().filter((word) => !ASKING.has(word)));
const STOP: Record<Language, Set<string>> = {
  de: stop(deu),
  tr: stop(tur, deu),
  en: stop(eng, deu),
};

/** A word of the question that can carry its topic: not a function word. */
export function isQuestionWord(word: string, language: Language): boolean {
  return !STOP[language].has(word);
}

/**
 * The question without the learner's own measured values ("1,3 Promille", "3.8 ng"): the text
 * search splits a decimal into its digits, and "1" and "3" would find every passage with a 1 or a 3.
 * Whole numbers stay ("8 Punkte", "§ 70").
 */
export const questionText = (question: string) => question.replace(/\d+[.,]\d+/gu, ' ');
