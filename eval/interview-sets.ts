/**
 * The labelled interview sets (eval/README.md): personas with three whole interviews and single
 * answers, read and checked. Each item belongs to the tuning half or the held-out half by a stable
 * hash of its id (a persona as a whole), so rules are tuned on one half and proven on the other.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { CASE_TOPICS } from '../common/domain/case.ts';
import { MPU_TYPES } from '../common/domain/mpu.ts';
import { LANGUAGES } from '../common/i18n/languages.ts';
import { ANSWER_SIGNALS, FOLLOW_UP_FAMILIES } from '../common/schemas/interview.ts';

const topic = z.enum(CASE_TOPICS);
const followUp = z.object({
  fit: z.array(z.enum(FOLLOW_UP_FAMILIES)),
  acceptable: z.array(z.enum(FOLLOW_UP_FAMILIES)).default([]),
});
const labelled = {
  topic,
  rating: z.number().int().min(0).max(3),
  signals: z.array(z.enum(ANSWER_SIGNALS)).default([]),
  follow_up: followUp,
  note: z.string().default(''),
};

const personaAnswer = z.object({
  text: z.string().min(1),
  contradicts: z.string().nullable().default(null),
  ...labelled,
});
const interview = z.object({
  report: z.object({ past: z.number(), causes: z.number(), change: z.number(), future: z.number() }),
  answers: z.array(personaAnswer).min(1),
});
const personaFile = z.object({
  id: z.string(),
  lang: z.enum(LANGUAGES),
  reason: z.enum(MPU_TYPES),
  workbook: z.unknown(),
  interviews: z.object({ poor: interview, mixed: interview, good: interview }),
});
const singleAnswer = z.object({
  id: z.string(),
  lang: z.enum(LANGUAGES),
  reason: z.enum(MPU_TYPES),
  workbook: z.unknown().optional(),
  question: z.object({ topic, text: z.string().min(1) }),
  answer: z.string().min(1),
  crisis: z.string().default('none'),
  ...labelled,
});

export type Persona = z.infer<typeof personaFile> & { half: Half };
export type PersonaAnswer = z.infer<typeof personaAnswer>;
export type SingleAnswer = z.infer<typeof singleAnswer> & { half: Half };
export type Labels = Pick<PersonaAnswer, 'topic' | 'rating' | 'signals' | 'follow_up' | 'note'>;
export type Level = 'poor' | 'mixed' | 'good';
export const LEVELS: Level[] = ['poor', 'mixed', 'good'];

export type Half = 'tuning' | 'held-out';
/** The half an id belongs to: the first byte of its SHA-256, even = tuning. Never changes. */
export const halfOf = (id: string): Half =>
  createHash('sha256').update(id).digest()[0]! % 2 === 0 ? 'tuning' : 'held-out';

const dir = path.join(import.meta.dirname, 'interview');
const yamlIn = (folder: string) =>
  readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => ({
      file: path.join(folder, file),
      data: parse(readFileSync(path.join(folder, file), 'utf8')),
    }));

export function loadPersonas(): Persona[] {
  return yamlIn(path.join(dir, 'personas')).map(({ file, data }) => {
    const persona = personaFile.parse(data);
    if (`${persona.id}.yaml` !== path.basename(file)) throw new Error(`${file}: id must match the file name`);
    return { ...persona, half: halfOf(persona.id) };
  });
}

/** The crisis sets are another part's (eval/run-crisis.ts); only the normal answers are here. */
export function loadSingleAnswers(): SingleAnswer[] {
  return yamlIn(path.join(dir, 'answers')).flatMap(({ data }) =>
    z
      .object({ answers: z.array(singleAnswer) })
      .parse(data)
      .answers.filter((a) => a.crisis === 'none')
      .map((a) => ({ ...a, half: halfOf(a.id) })),
  );
}
