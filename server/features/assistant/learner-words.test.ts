import { describe, expect, it } from 'vitest';
import { alternativesOf, withContentTerms } from './learner-words.ts';

/** Phrasings written for this test, apart from the labelled set. */
describe('the learner’s own words get the content’s terms', () => {
  it.each([
    ['de', 'Hab am Wochenende gekifft und bin gefahren', 'Cannabis'],
    ['de', 'Bin ich jetzt den Lappen los?', 'Führerschein'],
    ['de', 'Was, wenn ich beim zweiten Mal durchfalle?', 'negativ'],
    ['de', 'Die Führerscheinstelle hat geschrieben', 'Fahrerlaubnisbehörde'],
    ['en', 'I smoked weed two days before driving', 'cannabis'],
    ['en', 'What if I fail the MPU?', 'negative'],
    ['en', 'The charge was assault after a fight in a bar', 'aggression'],
    ['tr', 'Ehliyetimi ne zaman geri alırım?', 'sürücü belgesi'],
    ['tr', 'Kavga yüzünden dosyam var', 'saldırganlık'],
    ['tr', 'Sinavdan kalirsam ne olur?', 'olumsuz'],
    ['en', 'How do I get my licence back after the ban?', 'new driving licence'],
    ['en', 'The officer said I looked completely normal', 'tolerance'],
    ['en', 'My friends did not notice anything that night', 'tolerance'],
  ] as const)('%s: %s → %s', (lang, question, term) => {
    const asked = withContentTerms(question, lang);
    expect(asked.startsWith(question)).toBe(true);
    expect(asked).toContain(term);
  });

  it('leaves a question in the content’s own terms as it is', () => {
    expect(withContentTerms('Ab wie viel Promille muss ich zur MPU?', 'de')).toBe(
      'Ab wie viel Promille muss ich zur MPU?',
    );
    expect(withContentTerms('Was ist eine Verwarnung?', 'de')).toBe('Was ist eine Verwarnung?');
  });

  it('splits a pattern into alternatives only outside groups and classes', () => {
    expect(alternativesOf('get (?:it|my licen[cs]e) back|regain')).toEqual([
      'get (?:it|my licen[cs]e) back',
      'regain',
    ]);
    expect(alternativesOf('a[|]b|c\\|d')).toEqual(['a[|]b', 'c\\|d']);
  });
});
