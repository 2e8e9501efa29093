import { describe, expect, it } from 'vitest';
import { createGlossaryMatcher, formsOf, isStrictForm } from './glossary-marking.ts';

const matcher = createGlossaryMatcher([
  { id: 'abst', term: 'Abstinenznachweis' },
  { id: 'mpu', term: 'Medizinisch-Psychologische Untersuchung (MPU)' },
  { id: 'etg', term: 'EtG' },
  { id: 'gut', term: 'Gutachten' },
  { id: 'fe', term: 'Fahrerlaubnis' },
  { id: 'fep', term: 'Fahrerlaubnis auf Probe' },
  { id: 'thc', term: 'THC' },
  { id: 'rad', term: 'Rad' },
]);
const marked = (text: string) =>
  matcher.split(text).flatMap((part) => (typeof part === 'string' ? [] : [`${part.termId}:${part.text}`]));

describe('glossary marking', () => {
  it('marks inflected German forms', () => {
    expect(marked('Zwei Abstinenznachweise, drei Abstinenznachweisen, des Abstinenznachweises.')).toEqual([
      'abst:Abstinenznachweise',
      'abst:Abstinenznachweisen',
      'abst:Abstinenznachweises',
    ]);
    expect(marked('Laut des Gutachtens und der Fahrerlaubnisse')).toEqual([
      'gut:Gutachtens',
      'fe:Fahrerlaubnisse',
    ]);
    expect(marked('Die medizinisch-psychologischen Untersuchungen')).toEqual([
      'mpu:medizinisch-psychologischen Untersuchungen',
    ]);
  });

  it('marks abbreviations case-sensitively and as whole words only', () => {
    expect(marked('Die MPU und der EtG-Test, THC im Blut.')).toEqual(['mpu:MPU', 'etg:EtG', 'thc:THC']);
    expect(marked('die mpu, etg, Etg, thc, ETG')).toEqual([]);
    expect(marked('Er fährt Rad, aber nicht Radweg oder rad.')).toEqual(['rad:Rad']);
    expect(marked('MPUs oder EtGs')).toEqual([]);
  });

  it('does not mark a term inside a longer compound', () => {
    expect(marked('Der Alkoholabstinenznachweis und das Fahrerlaubnisrecht')).toEqual([]);
  });

  it('prefers the longest term', () => {
    expect(marked('Die Fahrerlaubnis auf Probe endet.')).toEqual(['fep:Fahrerlaubnis auf Probe']);
  });

  it('marks only the first occurrence when a set of seen ids is shared', () => {
    const seen = new Set<string>();
    const first = matcher.split('Ein Gutachten. Noch ein Gutachten.', seen);
    const second = matcher.split('Wieder ein Gutachten.', seen);
    expect(first.filter((p) => typeof p !== 'string')).toHaveLength(1);
    expect(second).toEqual(['Wieder ein Gutachten.']);
    expect(first.map((p) => (typeof p === 'string' ? p : p.text)).join('')).toBe(
      'Ein Gutachten. Noch ein Gutachten.',
    );
  });

  it('finds which entries occur', () => {
    expect([...matcher.find('THC und ein Gutachten')].sort()).toEqual(['gut', 'thc']);
  });
});

describe('term forms', () => {
  it('splits a term with an abbreviation in parentheses', () => {
    expect(formsOf('Medizinisch-Psychologische Untersuchung (MPU)')).toEqual([
      'Medizinisch-Psychologische Untersuchung',
      'MPU',
    ]);
    expect(formsOf('X')).toEqual([]);
  });

  it('treats short words, abbreviations and forms with digits as strict', () => {
    expect(isStrictForm('MPU')).toBe(true);
    expect(isStrictForm('EtG')).toBe(true);
    expect(isStrictForm('Rad')).toBe(true);
    expect(isStrictForm('§ 13')).toBe(false);
    expect(isStrictForm('CDT-Wert')).toBe(true);
    expect(isStrictForm('Gutachten')).toBe(false);
  });
});

describe('translated terms (issue 14)', () => {
  const matcher = createGlossaryMatcher([
    { id: 'a', term: 'Abstinenz' },
    { id: 'a', term: 'perhiz (Abstinenz)', lang: 'tr' },
    { id: 'h', term: 'Haaranalyse' },
    { id: 'h', term: 'hair test (Haaranalyse)', lang: 'en' },
  ]);

  it('finds Turkish terms with their suffixes and the German bracket form', () => {
    expect([...matcher.find('Perhizinizi kanıtlamanız gerekir.')]).toEqual(['a']);
    expect([...matcher.find("MPU'da Abstinenz kelimesi geçer.")]).toEqual(['a']);
  });

  it('finds English terms in the plural and as whole words only', () => {
    expect([...matcher.find('Two hair tests were needed.')]).toEqual(['h']);
    expect([...matcher.find('A chair test is no term.')]).toEqual([]);
  });
});
