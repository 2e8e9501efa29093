import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';
import { MPU_TYPES, type MpuType } from '../../../../common/domain/mpu.ts';

const evalSet = z.object({
  questions: z
    .array(
      z.object({
        reason: z.enum(MPU_TYPES),
        question: z.string().min(5),
        expect: z.array(z.string().regex(/^(chapter|lexicon|question|news):[a-z0-9-]+$/)).min(1),
      }),
    )
    .min(40),
});
export type EvalQuestion = z.infer<typeof evalSet>['questions'][number];

/** The evaluation set in eval/questions.yaml. */
export function loadEvalSet(): EvalQuestion[] {
  return evalSet.parse(parse(readFileSync(new URL('questions.yaml', import.meta.url), 'utf8'))).questions;
}

export type EvalResult = { hitRate: number; misses: { question: string; got: (string | null)[] }[] };

/** The share of questions with an expected source among the first three the search returns. */
export async function evaluate(
  questions: EvalQuestion[],
  search: (question: string, reasons: MpuType[]) => Promise<{ sourceKey: string | null }[]>,
): Promise<EvalResult> {
  const misses: EvalResult['misses'] = [];
  for (const q of questions) {
    const got = (await search(q.question, [q.reason])).slice(0, 3).map((hit) => hit.sourceKey);
    if (!got.some((key) => key && q.expect.includes(key))) misses.push({ question: q.question, got });
  }
  return { hitRate: (questions.length - misses.length) / questions.length, misses };
}
