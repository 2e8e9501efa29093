/** Glossary rules (SPEC §2 Glossary, §5): letter groups, related-term chips. */

/** Group heading for symbols and digits. */
export const OTHER_LETTER = '#';

/** The letters the list can be filtered by: A–Z and '#' for digits and symbols (letterOf). */
export const LEXICON_LETTERS = [OTHER_LETTER, ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'] as const;

/**
 * The letter a term is filed under: its uppercased first letter, with umlauts and accents filed
 * under their base letter (Ä → A, Ö → O, Ü → U) as German dictionaries do, and so are the Turkish
 * letters (Ç → C, Ğ → G, İ and ı → I, Ş → S), since the letter bar is A–Z in every language; digits
 * and symbols under '#'. The server's sort keys fold the same way (server/db/schema/lexicon.ts), so
 * the letter filter finds what is filed here.
 */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0);
  const base = first.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]$/.test(base) ? base : OTHER_LETTER;
}

export type LetterGroup<T> = { letter: string; items: T[] };

/**
 * Entries grouped under their letter, groups in A–Z order ('#' first). Entries keep the order they
 * come in: the server's order of the terms shown in the learner's language, so that a page loaded
 * later continues below the earlier ones.
 */
export function groupByLetter<T extends { term: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(item.term);
    const list = groups.get(letter);
    if (list) list.push(item);
    else groups.set(letter, [item]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === OTHER_LETTER ? -1 : b === OTHER_LETTER ? 1 : a.localeCompare(b)))
    .map(([letter, list]) => ({ letter, items: list }));
}

/**
 * Adds a related term (SPEC §5): only when non-empty after trimming and not already present
 * (compared without regard to case). Returns the same array when nothing was added.
 */
export function addRelated(list: readonly string[], value: string): readonly string[] {
  const term = value.trim().replace(/\s+/g, ' ');
  if (!term) return list;
  const key = term.toLocaleLowerCase('de');
  if (list.some((existing) => existing.toLocaleLowerCase('de') === key)) return list;
  return [...list, term];
}

/** Related terms as stored: trimmed, no blanks, no duplicates, never the term itself. */
export function normaliseRelated(term: string, related: readonly string[]): string[] {
  let list: readonly string[] = [];
  for (const value of related) list = addRelated(list, value);
  const self = term.trim().toLocaleLowerCase('de');
  return list.filter((r) => r.toLocaleLowerCase('de') !== self);
}
