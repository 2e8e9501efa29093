import { describe, expect, it } from 'vitest';
import type { CaseTopic } from '../../../common/domain/case.ts';
import { loadQuestionBanks } from './bank-translations.ts';
import type { Turn } from './engine.ts';
import { reportOf, workbookWith } from './engine-fixtures.ts';

/** Question/answer pairs per topic. */
function session(pairs: [CaseTopic, string][], extra: Turn[] = []): Turn[] {
  return [
    ...pairs.flatMap(([topic, text], i): Turn[] => [
      { role: 'interviewer', kind: 'question', topic, questionKey: `q${i}`, text: `Frage ${i}?` },
      { role: 'learner', kind: 'answer', topic, questionKey: null, text },
    ]),
    ...extra,
  ];
}
const bank = loadQuestionBanks().de;
const byTopic = (turns: Turn[]) =>
  Object.fromEntries(reportOf(bank, 'alcohol', workbookWith({ bac: 1.3 }), turns).map((r) => [r.topic, r]));

describe('the offline report', () => {
  it('rates each topic 0–3 with reasons that quote the learner', () => {
    const rated = byTopic(
      session([
        [
          'past',
          'Früher habe ich jedes Wochenende 6 bis 8 Bier getrunken, seit etwa 10 Jahren. Ich bin auch schon öfter so gefahren.',
        ],
        [
          'causes',
          'Das war einfach Pech, die Polizei stand an dem Abend zufällig da, sonst wäre nichts passiert.',
        ],
        [
          'future',
          'Auf Feiern wird es schwierig. Wenn ich gereizt bin, merke ich das früh. Dann rufe ich sofort meine Beraterin an und fahre nicht.',
        ],
      ]),
    );
    expect(rated.past!.score).toBe(3);
    expect(rated.past!.reasons[0]!.quote).toContain('6 bis 8 Bier');
    // Blame without own share caps causes at 1 (INTERVIEW-GUIDE §b 2).
    expect(rated.causes!.score).toBeLessThanOrEqual(1);
    expect(rated.causes!.reasons.some((r) => r.quote?.includes('Pech'))).toBe(true);
    expect(rated.causes!.missing).toContain('Was Ihr eigener Anteil war.');
    expect(rated.future!.score).toBeGreaterThanOrEqual(2);
    expect(rated.future!.convincing.join(' ')).toContain('Warnzeichen');
    // Not reached: no score, and the report says so.
    expect(rated.change!.score).toBeNull();
    expect(rated.change!.missing[0]).toContain('noch nicht');
  });

  it('gives 0 for refusals and very short answers', () => {
    const rated = byTopic(
      session([
        ['past', 'Weiß ich nicht mehr.'],
        ['change', 'Nichts.'],
      ]),
    );
    expect(rated.past!.score).toBe(0);
    expect(rated.past!.reasons[0]!.quote).toBe('Weiß ich nicht mehr.');
    expect(rated.change!.score).toBe(0);
  });

  it('caps the past at 1 after an unresolved contradiction', () => {
    const rated = byTopic(
      session(
        [
          [
            'past',
            'Früher habe ich jedes Wochenende 6 bis 8 Bier getrunken, seit etwa 10 Jahren. Ich bin auch schon öfter so gefahren.',
          ],
        ],
        [
          {
            role: 'interviewer',
            kind: 'contradiction',
            topic: 'past',
            questionKey: 'contradiction-bac-workbook',
            text: 'Welcher Wert stimmt?',
          },
        ],
      ),
    );
    expect(rated.past!.score).toBe(1);
  });
});
