import { describe, expect, it } from 'vitest';
import { withContentTerms } from './learner-words.ts';

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
});
