import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/i18n/languages.ts';
import { judge } from './judge.ts';

/** A fast regression subset of the judge (the guide's own examples, INTERVIEW-GUIDE §f). */
const ctx = (
  lang: Language,
  questionTopic: 'past' | 'causes' | 'change' | 'future',
  bac: number | null = 1.9,
) => ({
  lang,
  reason: 'alcohol' as const,
  questionTopic,
  bac,
  amountGap: false,
  weightKg: 85,
  female: false,
});

describe('the judge', () => {
  it('reads negated blame as own share, in three languages', () => {
    for (const [lang, text] of [
      ['de', 'Es war kein Pech, es war meine Entscheidung, mich ans Steuer zu setzen.'],
      ['tr', 'Şans değildi. Hata bendeydi, polisin değil.'],
      ['en', 'It wasn’t bad luck, it was my decision to drive because I thought I was fine.'],
    ] as const) {
      const judged = judge(text, ctx(lang, 'causes'));
      expect(judged.signals, text).toContain('negation');
      expect(judged.signals, text).not.toContain('blame');
    }
  });

  it('caps blame or luck as the cause at 1 and asks for the own share', () => {
    const judged = judge(
      'Eigentlich war das einfach Pech, die Polizei stand genau dort.',
      ctx('de', 'causes'),
    );
    expect(judged.signals).toContain('blame');
    expect(judged.rating).toBeLessThanOrEqual(1);
    expect(judged.followUp).toBe('own-share');
  });

  it('credits an honest correction and scores a contested file 0', () => {
    const corrected = judge(
      'In meinen Unterlagen hatte ich erst drei Bier eingetragen, das stimmt nicht: Es waren eher sechs.',
      ctx('de', 'past'),
    );
    expect(corrected.signals).toContain('honest-correction');
    expect(corrected.rating).toBeGreaterThanOrEqual(2);
    const contested = judge(
      'Vielleicht war das Messgerät falsch, ich habe mich nüchtern gefühlt.',
      ctx('de', 'past'),
    );
    expect(contested.signals).toContain('contesting');
    expect(contested.rating).toBe(0);
  });

  it('treats an implausibly low amount as minimising, not as concreteness', () => {
    const judged = judge(
      'Ich habe an dem Abend drei Bier getrunken und bin dann gefahren.',
      ctx('de', 'past'),
    );
    expect(judged.signals).toContain('minimising');
    expect(judged.rating).toBeLessThanOrEqual(1);
  });

  it('lets stock phrases credit nothing', () => {
    const judged = judge(
      'Ich habe mich intensiv mit meinem Fehlverhalten auseinandergesetzt.',
      ctx('de', 'change'),
    );
    expect(judged.signals).toContain('stock-phrase');
    expect(judged.rating).toBe(0);
  });

  it('keeps a decimal inside its sentence and credits an answer to the topic it speaks to', () => {
    const judged = judge(
      'Künftig werde ich bei Feiern nie mit dem Auto hinfahren. Wenn ich merke, dass ich gereizt bin, rufe ich meine Beraterin an; falls ich doch trinke, bleibt der Schlüssel bei meiner Frau.',
      ctx('de', 'change', 1.6),
    );
    expect(judged.topic).toBe('future');
  });

  it('follows a learner who moves on to the next topic within a session, not in a single answer', () => {
    const text = 'Wenn ich spät dran bin, ruf ich halt beim Kunden an.';
    expect(judge(text, { ...ctx('de', 'change'), inSession: true }).topic).toBe('future');
    expect(judge(text, ctx('de', 'change')).topic).toBe('change');
    // Backwards it still takes a clear margin: one cause word does not pull a future answer back.
    expect(judge(text, { ...ctx('de', 'future'), inSession: true }).topic).toBe('future');
  });

  it('does not cap a cause whose blame is turned round', () => {
    const owned = judge(
      'Es war kein Pech, dass ich kontrolliert wurde. Pech hätte ein Kind auf der Straße gehabt. Ich bin gefahren, weil ich zu bequem für ein Taxi war.',
      ctx('de', 'causes'),
    );
    expect(owned.signals).not.toContain('blame');
    expect(owned.rating).toBe(2);
  });

  it('reads a stock opener followed by personal content as personal, and risk plus strategy as 2', () => {
    const opener = judge(
      'I take full responsibility, yes, but what I want to say is this: after my dad died the flat was so quiet, and I drank every evening because I could not stand that silence on my own.',
      ctx('en', 'causes'),
    );
    expect(opener.signals).not.toContain('stock-phrase');
    const future = judge(
      'Gefährlich sind Geburtstage. Da trinke ich stattdessen Wasser und gehe früher heim.',
      {
        ...ctx('de', 'future'),
      },
    );
    expect(future.rating).toBe(2);
    expect(future.followUp).toBe('lapse-plan');
  });

  it('asks for what the topic still lacks, counting what earlier answers said (§b follow-ups)', () => {
    // The workbook's drinks cannot explain the value, but this answer tells the years behind it:
    // what is missing now are the undetected drives, not the gap of that evening.
    const history = judge(
      'Seit etwa acht Jahren trinke ich jeden Freitag und Samstag fünf, sechs Weizen, unter der Woche meist zwei Flaschen vor dem Fernseher.',
      { ...ctx('de', 'past'), amountGap: true },
    );
    expect(history.followUp).toBe('real-frequency');
    // The change was dated in an earlier answer: the next one is not asked "since when" again.
    const earlier = [
      { text: 'Seit dem 3. Februar 2025 trinke ich keinen Alkohol mehr.', questionTopic: 'change' as const },
    ];
    const later = judge(
      'Abends gehe ich jetzt stattdessen mit dem Nachbarn laufen, das hilft mir beim Abschalten.',
      {
        ...ctx('de', 'change'),
        inSession: true,
        earlier,
      },
    );
    expect(later.followUp).not.toBe('since-when');
    expect(judge('Abends gehe ich jetzt mit dem Nachbarn laufen.', ctx('de', 'change')).followUp).toBe(
      'since-when',
    );
  });

  it('asks for a personal reason after a memorised phrase in place of one', () => {
    const stock = judge(
      'I have learnt from my mistakes: alcohol and driving do not mix.',
      ctx('en', 'causes'),
    );
    expect(stock.signals).toContain('stock-phrase');
    expect(stock.followUp).toBe('specifics');
  });
});
