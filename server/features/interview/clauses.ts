import type { Language } from '../../../common/i18n/languages.ts';
import { type JudgeList, judgeWords } from './judge-words.ts';

/**
 * An answer read as a careful listener reads it: sentences by Intl.Segmenter (abbreviations and
 * decimals stay whole), clauses split at commas, colons and contrast words, and each word-list hit
 * with whether it is negated or contrasted ("kein Pech", "polisin değil", "not bad luck",
 * "der Chef hat Druck gemacht, aber …").
 */
export type Hit = { list: JudgeList; text: string; start: number; negated: boolean };
export type Reading = { text: string; prepared: string; words: number; sentences: string[]; hits: Hit[] };

const segmenters = new Map<Language, Intl.Segmenter>();
function sentencesOf(text: string, lang: Language): { start: number; end: number }[] {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang, { granularity: 'sentence' });
    segmenters.set(lang, segmenter);
  }
  return [...segmenter.segment(text)].map((s) => ({ start: s.index, end: s.index + s.segment.length }));
}

/** Character ranges of the clauses of one sentence: split at , ; : – and before a contrast word. */
function clausesOf(prepared: string, start: number, end: number, contrast: RegExp) {
  const cuts = [start];
  const part = prepared.slice(start, end);
  for (const m of part.matchAll(/[,;:–—-]\s/g)) cuts.push(start + m.index + 1);
  for (const m of part.matchAll(new RegExp(contrast.source, 'giu'))) cuts.push(start + m.index);
  cuts.sort((a, b) => a - b);
  return cuts.map((from, i) => ({ from, to: cuts[i + 1] ?? end }));
}

const RED_FLAGS: JudgeList[] = ['BLAME', 'CONTEST', 'MINIMISE', 'NO_RISK'];
const NEAR = 30;

export function readClauses(text: string, lang: Language): Reading {
  const words = judgeWords(lang);
  const prepared = words.prepare(text);
  const sentences = sentencesOf(prepared, lang);
  const hits: Hit[] = [];
  for (const sentence of sentences) {
    const clauses = clausesOf(prepared, sentence.start, sentence.end, words.CONTRAST);
    for (const [index, clause] of clauses.entries()) {
      const body = prepared.slice(clause.from, clause.to);
      const negators = [...body.matchAll(new RegExp(words.NEGATOR.source, 'giu'))].map((m) => m.index);
      // A red flag is turned round by a negator near it in its clause, or by a contrast that follows.
      const contrasted = clauses
        .slice(index + 1)
        .some((next) =>
          new RegExp(`^\\W*(?:${words.CONTRAST.source})`, 'iu').test(prepared.slice(next.from, next.to)),
        );
      for (const list of Object.keys(words).filter((k) => k !== 'prepare') as JudgeList[]) {
        for (const m of body.matchAll(new RegExp(words[list].source, 'giu'))) {
          const at = m.index;
          const negated =
            RED_FLAGS.includes(list) &&
            (contrasted ||
              negators.some(
                (n) => (n < at && at - n <= NEAR) || (n >= at + m[0].length && n - at <= NEAR + m[0].length),
              ));
          hits.push({ list, text: m[0].trim(), start: clause.from + at, negated });
        }
      }
    }
  }
  return {
    text,
    prepared,
    words: text.trim().split(/\s+/).filter(Boolean).length,
    sentences: sentences.map((s) => text.slice(s.start, s.end).trim()),
    hits,
  };
}

/** The unnegated hits of a list; `negated: true` for the turned-round ones. */
export const hitsOf = (reading: Reading, list: JudgeList, negated = false) =>
  reading.hits.filter((h) => h.list === list && h.negated === negated);
