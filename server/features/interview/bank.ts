import { readdirSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CASE_TOPICS, type CaseTopic } from '../../../common/domain/case.ts';
import { MPU_TYPES, type MpuType } from '../../../common/domain/mpu.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { contentKey, nonEmpty, parseWith, readYaml } from '../../content/files.ts';
import { defaultContentDir } from '../../content/loader.ts';

/** Signals in an answer that lead to a follow-up (INTERVIEW-GUIDE, "Follow-up triggers"). */
export const TRIGGERS = [
  'amount-gap',
  'high-bac',
  'blame',
  'only-few',
  'no-risk',
  'self-check',
  'plan-fit',
  'no-date',
  'therapy',
  'vague',
  'proof',
  'lapse',
  'escalation',
] as const;
export type Trigger = (typeof TRIGGERS)[number];

const topic = z.enum(CASE_TOPICS);
const reason = z.enum(MPU_TYPES);

const questionSchema = z.object({
  key: contentKey,
  topic,
  text: nonEmpty,
  addresses: z.array(nonEmpty).min(1),
  opener: z.boolean().default(false),
  triggers: z.array(z.enum(TRIGGERS)).default([]),
});

const questionFile = z.object({
  reason,
  provisional: z.boolean().default(false),
  questions: z.array(questionSchema).min(1),
});

const followUpFile = z.object({
  followUps: z.array(
    z.object({ key: contentKey, trigger: z.enum(TRIGGERS), reasons: z.array(reason), text: nonEmpty }),
  ),
});

const stepsSchema = z.object({ chapters: z.array(contentKey), terms: z.array(contentKey) });
const topicSteps = z.object({
  past: stepsSchema,
  causes: stepsSchema,
  change: stepsSchema,
  future: stepsSchema,
});
const nextStepsFile = z.object({
  general: topicSteps,
  reasons: z.object(
    Object.fromEntries(MPU_TYPES.map((r) => [r, topicSteps])) as Record<MpuType, typeof topicSteps>,
  ),
});

/** `lang`: the language of `text` (German where a translated bank lacks the item, bank-translations.ts). */
export type BankQuestion = z.infer<typeof questionSchema> & { reason: MpuType; lang: Language };
export type FollowUp = z.infer<typeof followUpFile>['followUps'][number] & { lang: Language };
export type Steps = z.infer<typeof stepsSchema>;

export type QuestionBank = {
  /** The language of the texts (a translated bank keeps the German keys, topics and triggers). */
  lang: Language;
  questions: BankQuestion[];
  followUps: FollowUp[];
  /** Reasons whose content is provisional (drugs, medical cannabis: 5th edition pending). */
  provisional: MpuType[];
  nextSteps: { general: Record<CaseTopic, Steps>; reasons: Record<MpuType, Record<CaseTopic, Steps>> };
};

/** Reads and validates content/interview/ (one file per reason, follow-ups, next steps). */
export function loadQuestionBank(root = path.join(defaultContentDir, 'interview')): QuestionBank {
  const questions: BankQuestion[] = [];
  const provisional: MpuType[] = [];
  const files = readdirSync(root).filter((f) => f.endsWith('.yaml'));
  for (const file of files.filter((f) => (MPU_TYPES as readonly string[]).includes(f.replace('.yaml', '')))) {
    const full = path.join(root, file);
    const data = parseWith(questionFile, readYaml(full), full);
    if (`${data.reason}.yaml` !== file) throw new Error(`${full}: reason must match the file name`);
    if (data.provisional) provisional.push(data.reason);
    for (const question of data.questions) questions.push({ ...question, reason: data.reason, lang: 'de' });
  }
  const keys = new Set<string>();
  for (const { key } of questions) {
    if (keys.has(key)) throw new Error(`content/interview: duplicate question key ${key}`);
    keys.add(key);
  }
  const followUps = parseWith(followUpFile, readYaml(path.join(root, 'follow-ups.yaml')), 'follow-ups.yaml');
  const nextSteps = parseWith(nextStepsFile, readYaml(path.join(root, 'next-steps.yaml')), 'next-steps.yaml');
  return {
    lang: 'de',
    questions,
    followUps: followUps.followUps.map((f) => ({ ...f, lang: 'de' as const })),
    provisional,
    nextSteps,
  };
}
