/**
 * The assistant's labelled questions (eval/assistant/questions-<lang>.yaml) and how one answer is
 * judged against its labels (eval/README.md, "Assistant"): every required fact by one of its forms,
 * no forbidden one, an honest "not covered" for uncovered questions, a right passage cited.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { MPU_TYPES } from '../common/domain/mpu.ts';
import { type Half, halfOf } from './interview-sets.ts';

const fact = z.object({ fact: z.string(), any: z.array(z.coerce.string()).min(1) });
const question = z.object({
  id: z.string(),
  lang: z.enum(['de', 'tr', 'en']),
  reason: z.enum(MPU_TYPES),
  question: z.string().min(3),
  covered: z.boolean(),
  must: z.array(fact),
  must_not: z.array(fact.extend({ harmful: z.boolean().default(false) })),
  sources: z.array(z.string().regex(/^(chapter|lexicon|question|news):[a-z0-9-]+$/)),
  note: z.string().optional(),
});
export type AssistantQuestion = z.infer<typeof question> & { half: Half };

export function loadAssistantQuestions(): AssistantQuestion[] {
  return (['de', 'tr', 'en'] as const).flatMap((lang) =>
    z
      .object({ questions: z.array(question) })
      .parse(
        parse(readFileSync(path.join(import.meta.dirname, 'assistant', `questions-${lang}.yaml`), 'utf8')),
      )
      .questions.map((q) => ({ ...q, half: halfOf(q.id) })),
  );
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim().toLocaleLowerCase();
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A form appears in a text: case-insensitive, whitespace collapsed, and a form that begins or ends
 * with a digit only at a number boundary ("5 ng/ml" is not in "3,5 ng/ml", "1,6" not in "11,6").
 */
export function contains(text: string, form: string): boolean {
  const wanted = collapse(form);
  const before = /^\d/.test(wanted) ? '(?<!\\d)(?<!\\d[.,])' : '';
  const after = /\d$/.test(wanted) ? '(?!\\d)(?![.,]\\d)' : '';
  return new RegExp(`${before}${escapeRegExp(wanted)}${after}`, 'u').test(collapse(text));
}

/** Words that say "the content does not cover this", and the places an uncovered answer names. */
const NOT_COVERED = {
  de: [
    'nicht beantworten',
    'nicht abgedeckt',
    'keine antwort',
    'nicht in den lerninhalten',
    'dazu enthalten die lerninhalte',
  ],
  tr: ['yanıtlayamıyorum', 'cevap veremiyorum', 'kapsamıyor', 'yer almıyor', 'bulunmuyor'],
  en: ['cannot answer', "can't answer", 'does not cover', "doesn't cover", 'not covered'],
};
const WHERE_TO_ASK = {
  de: ['fahrerlaubnisbehörde', 'begutachtungsstelle', 'beratung', 'anwalt', 'anwältin'],
  tr: ['ehliyet dairesi', 'sürücü belgesi dairesi', 'değerlendirme merkezi', 'bff', 'danışman', 'avukat'],
  en: ['licence authority', 'license authority', 'assessment centre', 'bff', 'counsellor', 'lawyer'],
};
/** Providers the assistant must never name or recommend (issue 25). */
const PROVIDERS = ['dekra', 'tüv', 'avus', 'pima', 'ias ', 'abv ', 'impuls', 'nove-vision'];

export type Verdict = {
  /** Every required fact and no forbidden one (uncovered: honest as well). */
  good: boolean;
  missing: string[];
  forbidden: string[];
  harmful: string[];
  /** Uncovered questions: says so and names where to ask, names no provider. */
  honest: boolean | null;
  /** Covered questions: a labelled source is among the cited ones. */
  cited: boolean | null;
};

export function judge(q: AssistantQuestion, answer: string, cited: (string | null)[]): Verdict {
  const missing = q.must.filter((f) => !f.any.some((form) => contains(answer, form))).map((f) => f.fact);
  const stated = q.must_not.filter((f) => f.any.some((form) => contains(answer, form)));
  const text = collapse(answer);
  const honest = q.covered
    ? null
    : NOT_COVERED[q.lang].some((w) => text.includes(w)) &&
      WHERE_TO_ASK[q.lang].some((w) => text.includes(w)) &&
      !PROVIDERS.some((p) => text.includes(p) && !collapse(q.question).includes(p));
  const forbidden = stated.map((f) => f.fact);
  return {
    good: missing.length === 0 && forbidden.length === 0 && honest !== false,
    missing,
    forbidden,
    harmful: stated.filter((f) => f.harmful).map((f) => f.fact),
    honest,
    cited: q.covered ? cited.some((key) => key !== null && q.sources.includes(key)) : null,
  };
}
