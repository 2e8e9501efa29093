import { type CaseWorkbook, emptyWorkbook, newOffence } from '../../../common/domain/case.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import { judgeSession } from './assess.ts';
import type { QuestionBank } from './bank.ts';
import { caseFacts, nextQuestion, openingQuestion, type Turn } from './engine.ts';
import { rateSession } from './rating.ts';

/** A workbook with one alcohol offence; `offence` and `extra` fill in what the test needs. */
export function workbookWith(
  offence: Partial<CaseWorkbook['offences'][number]>,
  extra: Partial<CaseWorkbook> = {},
) {
  return {
    ...emptyWorkbook(),
    offences: [{ ...newOffence('alcohol', '00000000-0000-4000-8000-000000000001'), ...offence }],
    ...extra,
  } satisfies CaseWorkbook;
}

/** A session on `bank`: the opener, then each answer followed by the engine's next question. */
export function runSession(bank: QuestionBank, reason: MpuType, workbook: CaseWorkbook, answers: string[]) {
  const facts = caseFacts(workbook, reason);
  const turns: Turn[] = [{ role: 'interviewer', ...openingQuestion({ bank, reason, facts }) }];
  for (const text of answers) {
    turns.push({ role: 'learner', kind: 'answer', topic: turns.at(-1)!.topic, questionKey: null, text });
    const next = nextQuestion({ bank, reason, facts, turns });
    if (!next) break;
    turns.push({ role: 'interviewer', ...next });
  }
  return turns;
}

/** The offline report of a session run on `bank` (each answer judged in the workbook's context). */
export function reportOf(bank: QuestionBank, reason: MpuType, workbook: CaseWorkbook, turns: Turn[]) {
  const judged = judgeSession({ bank, reason, facts: caseFacts(workbook, reason), turns });
  return rateSession(
    turns,
    judged.map((j) => j?.judgement ?? null),
    bank.lang,
  );
}
