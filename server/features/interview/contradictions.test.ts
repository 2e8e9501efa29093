import { describe, expect, it } from 'vitest';
import { emptyWorkbook, newOffence } from '../../../common/domain/case.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { caseContradictions, caseRecord } from './contradictions.ts';

/** Cases written for this test; the labelled personas are measured by `npm run eval -- contradictions`. */
const offence = (date: string, description: string, points: number | null = null) => ({
  ...newOffence('alcohol'),
  date,
  description,
  points,
});
const workbook = {
  ...emptyWorkbook(),
  offences: [
    offence('2025-02-07', 'Nach der Kneipe heimgefahren.', 3),
    offence('2019-08-01', 'Fahrt nach dem Schützenfest, 0,8 ‰.', 8),
  ],
  past: { ...emptyWorkbook().past, amounts: 'Am Wochenende 6–8 Bier, dazu Schnaps.' },
  change: {
    ...emptyWorkbook().change,
    kind: 'abstinence' as const,
    what: 'Abstinenz seit Mai 2025, nach einem Rückfall im April.',
  },
};
const record = caseRecord(workbook);
const keys = (answer: string, lang: Language = 'de', earlier: string[] = []) =>
  caseContradictions(answer, earlier, record, lang).map((f) => f.key);

describe('contradictions with the case', () => {
  it('quotes both sides: the answer and the earlier offence', () => {
    const [finding] = caseContradictions('Vorher gab es nie Ärger mit der Polizei.', [], record, 'de');
    expect(finding?.key).toBe('contradiction-history');
    expect(finding?.text).toContain('„Vorher gab es nie Ärger mit der Polizei“');
    expect(finding?.text).toContain('01.08.2019: Fahrt nach dem Schützenfest');
  });

  it('finds vague points, a denied relapse and too small amounts, in three languages', () => {
    expect(keys('Ich habe halt ein paar Punkte gesammelt.')).toContain('contradiction-points-workbook');
    expect(keys('Einen Rückfall hatte ich nicht.')).toContain('contradiction-relapse');
    expect(keys('An dem Abend hatte ich nur drei Bier.')).toContain('contradiction-amount');
    expect(keys('I only got a few points, like everyone.', 'en')).toContain('contradiction-points-workbook');
    expect(keys('I never relapsed, not once.', 'en')).toContain('contradiction-relapse');
    expect(keys('Daha önce hiç böyle bir şey olmadı.', 'tr')).toContain('contradiction-history');
    const turkish = caseRecord({
      ...workbook,
      past: { ...workbook.past, amounts: 'Hafta sonları altı bira, bazen rakı.' },
    });
    const found = caseContradictions('O gece sadece iki bira içtim.', [], turkish, 'tr');
    expect(found.map((f) => f.key)).toContain('contradiction-amount');
    expect(found[0]?.text).toContain('Çalışma defterinizde');
  });

  it('says nothing when the answer fits the case, speaks of today, or corrects the workbook', () => {
    expect(keys('2019 bin ich schon einmal nach dem Schützenfest gefahren, mit 0,8 Promille.')).toEqual([]);
    expect(keys('Heute trinke ich nur noch Wasser, seit Mai 2025 keinen Alkohol.')).toEqual([]);
    expect(
      keys('Im Arbeitsbuch steht, vorher war nie etwas. Das stimmt nicht, 2019 war schon einmal.'),
    ).toEqual([]);
    expect(keys('In my workbook I wrote a few points; that was wrong, it was eight.', 'en')).toEqual([]);
  });

  it('checks against earlier answers too', () => {
    const earlier = ['Ich bin vorher schon öfter nach ein paar Bier gefahren, das ist nie aufgefallen.'];
    const found = caseContradictions(
      'Vorher nie, das war eine Ausnahme.',
      earlier,
      caseRecord(emptyWorkbook()),
      'de',
    );
    expect(found[0]?.text).toContain('Vorhin sagten Sie');
  });
});
