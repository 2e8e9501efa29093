import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import type { Language } from '../../../common/i18n/languages.ts';
import { foldTurkish } from '../../../common/text/fold.ts';
import { defaultContentDir } from '../../content/loader.ts';
import { signalsOf } from './signal-words.ts';

/**
 * The judge's word lists (content/interview/judge-words.yaml, content/i18n/<lang>/interview/…): each
 * list one whole-word, case-insensitive, global pattern, matched on the answer as prepared by the
 * language's rules (Turkish folded), so positions still point into the learner's words.
 */
export const JUDGE_LISTS = [
  'NEGATOR',
  'CONTRAST',
  'BLAME',
  'CONTEST',
  'MINIMISE',
  'STOCK',
  'SELF_REF',
  'CORRECTION',
  'OWN',
  'CONCRETE',
  'PROOF',
  'NO_RISK',
  'AGGRESSION',
  'FUTURE',
  'PAST',
  'CAUSE',
  'CHANGE',
] as const;
export type JudgeList = (typeof JUDGE_LISTS)[number];

const schema = z.record(z.enum(JUDGE_LISTS), z.array(z.string().min(1)).min(1));

export const judgeFile = (lang: Language, root = defaultContentDir) =>
  lang === 'de'
    ? path.join(root, 'interview', 'judge-words.yaml')
    : path.join(root, 'i18n', lang, 'interview', 'judge-words.yaml');

export type JudgePatterns = Record<JudgeList, RegExp> & { prepare: (text: string) => string };

function compile(lang: Language): JudgePatterns {
  const lists = schema.parse(parse(readFileSync(judgeFile(lang), 'utf8')));
  const { prepare } = signalsOf(lang);
  const fold = (part: string) => (lang === 'tr' ? foldTurkish(part) : part);
  const pattern = (list: string[]) =>
    new RegExp(`(?<![\\p{L}\\d])(?:${list.map(fold).join('|')})(?![\\p{L}])`, 'giu');
  return {
    ...(Object.fromEntries(JUDGE_LISTS.map((name) => [name, pattern(lists[name])])) as Record<
      JudgeList,
      RegExp
    >),
    // Typographic apostrophes (mobile keyboards) read like straight ones: "wasn’t" = "wasn't".
    prepare: (text: string) => prepare(text).replace(/[’‘]/g, "'"),
  };
}

const cache = new Map<Language, JudgePatterns>();
export function judgeWords(lang: Language): JudgePatterns {
  let found = cache.get(lang);
  if (!found) {
    found = compile(lang);
    cache.set(lang, found);
  }
  return found;
}
