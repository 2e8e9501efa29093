/**
 * Finds glossary terms in running German text, so chapters can mark them (issue 6).
 *
 * - Inflected forms count: each word of a term may carry a German inflection ending
 *   (Abstinenznachweis → Abstinenznachweise, Abstinenznachweisen, Abstinenznachweises;
 *   Medizinisch-Psychologische Untersuchung → medizinisch-psychologischen Untersuchung).
 * - Short terms and abbreviations (MPU, EtG, THC, FeV) match case-sensitively, exactly and as a
 *   whole word, so "etg" inside other words or a lower-case homograph gives no false mark.
 * - Whole words only: a term inside a longer compound ("Alkoholabstinenz") is not marked.
 * - "Term (ABK)" is found both as "Term" and as "ABK".
 */

/** `lang` picks the word endings (German by default): the translated terms of issue 14 too. */
export type GlossaryEntry = { id: string; term: string; lang?: 'de' | 'tr' | 'en' };
export type TextPart = string | { termId: string; text: string };

/** German endings of nouns and adjectives, longest first. */
const ENDINGS = '(?:ern|em|en|er|es|ns|e|n|s)?';
/** Words ending in -s double it before an ending (Fahrerlaubnis → Fahrerlaubnisse). */
const S_ENDINGS = '(?:sen|ses|se|en|es|e)?';
/** English plural and genitive; Turkish suffixes are chained (perhiz → perhizini, MPU'ya → apostrophe). */
const OTHER_ENDINGS = { en: "(?:es|s|'s)?", tr: "(?:'?\\p{L}*)" } as const;
const LETTER = '[\\p{L}\\p{N}]';
const BEFORE = `(?<!${LETTER})`;
const AFTER = `(?![\\p{L}\\p{N}])`;

type Pattern = { termId: string; source: string; sensitive: boolean; length: number };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Abbreviations and short words: case-sensitive, no endings. */
export function isStrictForm(form: string): boolean {
  if (/\s/.test(form)) return false;
  const letters = form.replace(/[^\p{L}]/gu, '');
  const upperAfterFirst = /\p{Lu}/u.test(letters.slice(1));
  return letters.length <= 4 || upperAfterFirst || /\d/.test(form);
}

/** The forms a term is written in: "Term (ABK)" gives "Term" and "ABK". */
export function formsOf(term: string): string[] {
  const forms = new Set<string>();
  const main = term
    .replace(/\s*\([^)]*\)\s*/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (main) forms.add(main);
  for (const match of term.matchAll(/\(([^)]+)\)/g)) {
    const inner = match[1]!.trim();
    if (inner && !/\s/.test(inner)) forms.add(inner);
  }
  return [...forms].filter((form) => form.replace(/[^\p{L}\p{N}]/gu, '').length >= 2);
}

function patternOf(termId: string, form: string, lang: GlossaryEntry['lang'] = 'de'): Pattern {
  if (isStrictForm(form)) {
    return { termId, source: escapeRegex(form), sensitive: true, length: form.length };
  }
  const words = form.split(' ').map((word) =>
    word
      .split('-')
      .map((part) => {
        if (!/\p{L}$/u.test(part)) return escapeRegex(part);
        if (lang !== 'de') return `${escapeRegex(part)}${OTHER_ENDINGS[lang]}`;
        return `${escapeRegex(part)}${/s$/i.test(part) ? S_ENDINGS : ENDINGS}`;
      })
      .join('-'),
  );
  return { termId, source: words.join('\\s+'), sensitive: false, length: form.length };
}

export type GlossaryMatcher = {
  /**
   * Splits text into plain strings and marked terms. With `seen`, a term already marked (its id
   * in the set) is not marked again, and newly marked ids are added to it.
   */
  split: (text: string, seen?: Set<string>) => TextPart[];
  /** Ids of the entries that occur in the text. */
  find: (text: string) => Set<string>;
};

function compile(patterns: Pattern[], flags: string): { regex: RegExp; ids: string[] } | null {
  if (patterns.length === 0) return null;
  const sorted = [...patterns].sort((a, b) => b.length - a.length);
  const source = sorted.map((p) => `(${p.source})`).join('|');
  return { regex: new RegExp(`${BEFORE}(?:${source})${AFTER}`, flags), ids: sorted.map((p) => p.termId) };
}

type Hit = { start: number; end: number; termId: string };

export function createGlossaryMatcher(entries: readonly GlossaryEntry[]): GlossaryMatcher {
  const patterns = entries.flatMap((entry) =>
    formsOf(entry.term).map((form) => patternOf(entry.id, form, entry.lang)),
  );
  const compiled = [
    compile(
      patterns.filter((p) => p.sensitive),
      'gu',
    ),
    compile(
      patterns.filter((p) => !p.sensitive),
      'giu',
    ),
  ].filter((c) => c !== null);

  function hits(text: string): Hit[] {
    const all: Hit[] = [];
    for (const { regex, ids } of compiled) {
      for (const match of text.matchAll(regex)) {
        const group = match.findIndex((value, index) => index > 0 && value !== undefined);
        all.push({ start: match.index, end: match.index + match[0].length, termId: ids[group - 1]! });
      }
    }
    all.sort((a, b) => a.start - b.start || b.end - a.end);
    const chosen: Hit[] = [];
    let end = 0;
    for (const hit of all) {
      if (hit.start < end) continue;
      chosen.push(hit);
      end = hit.end;
    }
    return chosen;
  }

  return {
    split(text, seen) {
      const parts: TextPart[] = [];
      let cursor = 0;
      for (const hit of hits(text)) {
        if (seen?.has(hit.termId)) continue;
        seen?.add(hit.termId);
        if (hit.start > cursor) parts.push(text.slice(cursor, hit.start));
        parts.push({ termId: hit.termId, text: text.slice(hit.start, hit.end) });
        cursor = hit.end;
      }
      if (cursor < text.length) parts.push(text.slice(cursor));
      return parts;
    },
    find(text) {
      return new Set(hits(text).map((hit) => hit.termId));
    },
  };
}
