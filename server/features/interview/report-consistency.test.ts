import { describe, expect, it } from 'vitest';
import { type CaseWorkbook, emptyWorkbook, newOffence } from '../../../common/domain/case.ts';
import { loadPersonas } from '../../../eval/interview-sets.ts';
import { loadQuestionBanks } from './bank-translations.ts';
import { reportOf, runSession } from './engine-fixtures.ts';
import { type PhraseKey, phrase } from './phrases.ts';
import type { Rating } from './rating.ts';

/**
 * Reports you can read (issue 25): within one topic the comments never contradict each other or the
 * rating, and every quote is the learner's own words. Checked over every labelled persona interview
 * (eval/interview/personas, 72 interviews in de, tr, en) as the offline engine runs them.
 */
function workbookOf(partial: unknown): CaseWorkbook {
  const given = (partial ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const empty = emptyWorkbook();
  const offences = ((given.offences ?? []) as unknown as Record<string, unknown>[]).map((o, i) => ({
    ...newOffence(
      o.reason as CaseWorkbook['offences'][number]['reason'],
      `00000000-0000-4000-8000-00000000000${i}`,
    ),
    ...o,
    date: o.date ? String(o.date) : null,
  }));
  const change = { ...empty.change, ...given.change } as CaseWorkbook['change'];
  return {
    ...empty,
    body: { ...empty.body, ...given.body },
    offences,
    past: { ...empty.past, ...given.past },
    causes: { ...empty.causes, ...given.causes },
    change: { ...change, since: change.since ? String(change.since) : null, proofs: [] },
    future: { ...empty.future, ...given.future },
  } as CaseWorkbook;
}

const PRAISE: PhraseKey[] = ['rating.concrete', 'rating.personal', 'rating.complete'];
const HOLD: PhraseKey[] = [
  'rating.denied',
  'rating.minimised',
  'rating.blame',
  'rating.stock',
  'rating.contradiction',
];
const unquoted = (text: string) => text.replace(/\s*…$/, '');

/** Every way one topic's comments can contradict each other, the score or the learner's words. */
function inconsistencies(rating: Rating, said: string[], lang: 'de' | 'tr' | 'en'): string[] {
  const say = (key: PhraseKey) => phrase(lang, key);
  const texts = rating.reasons.map((r) => r.text);
  const problems: string[] = [];
  const praised = rating.reasons.filter((r) => PRAISE.some((k) => say(k) === r.text));
  const held = rating.reasons.filter((r) => HOLD.some((k) => say(k) === r.text));
  if (rating.score !== null && rating.score <= 1 && (praised.length || rating.convincing.length))
    problems.push(
      `score ${rating.score} with praise: ${[...praised.map((r) => r.text), ...rating.convincing]}`,
    );
  if (rating.score !== null && rating.score >= 2 && held.length)
    problems.push(`score ${rating.score} with a hold: ${held.map((r) => r.text)}`);
  for (const p of praised)
    for (const h of held)
      if (p.quote && p.quote === h.quote) problems.push(`one quote praised and held: ${p.quote}`);
  if (
    rating.missing.includes(say('rating.needConcrete')) &&
    rating.convincing.includes(say('rating.concreteConvincing'))
  )
    problems.push('concrete is both convincing and missing');
  const whole = say('rating.complete');
  if (texts.includes(whole) && rating.missing.some((m) => m !== say('rating.needConsistent')))
    problems.push(`complete, yet missing: ${rating.missing}`);
  for (const r of rating.reasons)
    if (r.quote && !said.some((text) => text.replace(/\s+/g, ' ').includes(unquoted(r.quote!))))
      problems.push(`quote not in the learner's words: ${r.quote}`);
  for (const list of [texts, rating.missing, rating.convincing])
    if (new Set(list).size !== list.length) problems.push(`duplicate: ${list}`);
  return problems;
}

describe('the report of one topic (issue 25)', () => {
  const banks = loadQuestionBanks();
  it('never contradicts itself, its score or the quoted words, over every labelled interview', () => {
    const problems: string[] = [];
    let topics = 0;
    for (const persona of loadPersonas()) {
      const bank = banks[persona.lang];
      const workbook = workbookOf(persona.workbook);
      for (const level of ['poor', 'mixed', 'good'] as const) {
        const said = persona.interviews[level].answers.map((a) => a.text);
        const turns = runSession(bank, persona.reason, workbook, said);
        for (const rating of reportOf(bank, persona.reason, workbook, turns)) {
          topics++;
          for (const p of inconsistencies(rating, said, persona.lang))
            problems.push(`${persona.id} ${level} ${rating.topic}: ${p}`);
        }
      }
    }
    expect(topics).toBe(72 * 4);
    expect(problems).toEqual([]);
  });
});
