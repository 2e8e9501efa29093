import { describe, expect, it } from 'vitest';
import { addRelated, groupByLetter, letterOf, normaliseRelated } from './lexicon.ts';

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

  it('files the Turkish letters under their base letter, as the A–Z letter bar shows them', () => {
    expect(letterOf('Çalışma')).toBe('C');
    expect(letterOf('Ğ')).toBe('G');
    expect(letterOf('İçki')).toBe('I');
    expect(letterOf('ılımlı')).toBe('I');
    expect(letterOf('Özür')).toBe('O');
    expect(letterOf('Şartlı')).toBe('S');
    expect(letterOf('Ücret')).toBe('U');
  });
});

describe('groupByLetter', () => {
  it('groups in the order given with umlauts under their base letter, # first', () => {
    // The server's order ('§' sorts after z there); a later page continues its letter.
    const groups = groupByLetter(
      ['Abstinenz', 'Alkohol', 'Ärztliches Gutachten', 'Öl', 'Ort', 'Überprüfung', 'Urin', '§ 13 FeV'].map(
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

  it('keeps the order of Turkish terms as the server sends them (ı after i would be the collator)', () => {
    const groups = groupByLetter(['İçki', 'ılımlı', 'İlaç'].map((term) => ({ term })));
    expect(groups).toEqual([
      { letter: 'I', items: [{ term: 'İçki' }, { term: 'ılımlı' }, { term: 'İlaç' }] },
    ]);
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
