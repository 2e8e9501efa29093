/** Glossary rules (SPEC §2 Glossary, §5): letter groups, German order, related-term chips. */

const collator = new Intl.Collator('de', { sensitivity: 'base', numeric: true });

/** German dictionary order (DIN 5007-1: Ä with A, Ö with O, Ü with U, ß as ss). */
export function compareTerms(a: string, b: string): number {
  return collator.compare(a, b) || a.localeCompare(b, 'de');
}

/** Group heading for symbols and digits. */
export const OTHER_LETTER = '#';

/**
 * The letter a term is filed under: its uppercased first letter, with umlauts and accents filed
 * under their base letter (Ä → A, Ö → O, Ü → U) as German dictionaries do; digits and symbols
 * under '#'.
 */
export function letterOf(term: string): string {
  const first = term.trim().charAt(0);
  const base = first.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
  return /^[A-Z]$/.test(base) ? base : OTHER_LETTER;
}

export type LetterGroup<T> = { letter: string; items: T[] };

/** Entries grouped under their letter, groups and entries in German order ('#' first). */
export function groupByLetter<T extends { term: string }>(items: readonly T[]): LetterGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const item of [...items].sort((a, b) => compareTerms(a.term, b.term))) {
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
