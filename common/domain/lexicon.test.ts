import { describe, expect, it } from 'vitest';
import { addRelated, compareTerms, groupByLetter, letterOf, normaliseRelated } from './lexicon.ts';

describe('letterOf', () => {
  it('files a term under its uppercased first letter, umlauts under the base letter', () => {
    expect(letterOf('abstinenz')).toBe('A');
    expect(letterOf('Ärztliches Gutachten')).toBe('A');
    expect(letterOf('Öffentliche Ordnung')).toBe('O');
    expect(letterOf('Überprüfung')).toBe('U');
    expect(letterOf('  Gutachten')).toBe('G');
    expect(letterOf('§ 13 FeV')).toBe('#');
    expect(letterOf('4. Auflage')).toBe('#');
  });
});

describe('groupByLetter', () => {
  it('groups in German dictionary order with umlauts among their base letter', () => {
    const groups = groupByLetter(
      ['Urin', 'Überprüfung', 'Abstinenz', 'Ärztliches Gutachten', 'Alkohol', '§ 13 FeV', 'Öl', 'Ort'].map(
        (term) => ({ term }),
      ),
    );
    expect(groups.map((g) => [g.letter, g.items.map((i) => i.term)])).toEqual([
      ['#', ['§ 13 FeV']],
      ['A', ['Abstinenz', 'Alkohol', 'Ärztliches Gutachten']],
      ['O', ['Öl', 'Ort']],
      ['U', ['Überprüfung', 'Urin']],
    ]);
  });

  it('sorts equal base letters deterministically', () => {
    expect(compareTerms('Apfel', 'Äpfel')).toBeLessThan(0);
    expect(compareTerms('MPU', 'mpu')).not.toBe(0);
  });
});

describe('related terms (SPEC §5)', () => {
  it('adds a trimmed, non-empty term that is not already present', () => {
    expect(addRelated([], '  EtG ')).toEqual(['EtG']);
    expect(addRelated(['EtG'], 'etg')).toEqual(['EtG']);
    const same = ['EtG'];
    expect(addRelated(same, '   ')).toBe(same);
    expect(addRelated(['EtG'], 'Haar  analyse')).toEqual(['EtG', 'Haar analyse']);
  });

  it('normalises a stored list and drops the term itself', () => {
    expect(normaliseRelated('Gutachten', [' EtG', '', 'etg', 'gutachten', 'MPU'])).toEqual(['EtG', 'MPU']);
  });
});
