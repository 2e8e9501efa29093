import { z } from 'zod';
import { CHANGE_KINDS, PROOF_KINDS } from '../domain/case.ts';
import { MPU_TYPES } from '../domain/mpu.ts';
import { isoDate, text } from './common.ts';

const longText = text(4000);

export const drinkSchema = z.object({
  label: text(60),
  volumeMl: z.number().min(1).max(3000),
  abv: z.number().min(0).max(96),
  count: z.number().int().min(1).max(100),
});

export const proofSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PROOF_KINDS),
  from: isoDate.nullable(),
  to: isoDate.nullable(),
  note: text(1000),
});

export const offenceSchema = z.object({
  id: z.uuid(),
  reason: z.enum(MPU_TYPES),
  date: isoDate.nullable(),
  description: longText,
  bac: z.number().min(0).max(8).nullable(),
  substances: text(1000),
  points: z.number().int().min(0).max(50).nullable(),
  drinks: z.array(drinkSchema).max(30),
  drinkingHours: z.number().min(0).max(72).nullable(),
});

/** The whole workbook, as stored, sent and accepted (PUT replaces it; the client autosaves). */
export const caseWorkbookSchema = z.object({
  body: z.object({
    sex: z.enum(['female', 'male']).nullable(),
    weightKg: z.number().min(30).max(300).nullable(),
    heightCm: z.number().min(120).max(230).nullable(),
    age: z.number().int().min(16).max(110).nullable(),
  }),
  offences: z.array(offenceSchema).max(30),
  past: z.object({ amounts: longText, frequency: longText, since: longText, undetected: longText }),
  causes: z.object({ function: longText, lifeThen: longText, whyDrove: longText, ownShare: longText }),
  change: z.object({
    kind: z.enum(CHANGE_KINDS).nullable(),
    since: isoDate.nullable(),
    what: longText,
    replaced: longText,
    proofs: z.array(proofSchema).max(50),
  }),
  future: z.object({
    riskSituations: longText,
    warningSigns: longText,
    strategies: longText,
    lapsePlan: longText,
    goals: longText,
  }),
  aiConsent: z.boolean(),
});

const percent = z.number().int().min(0).max(100);

/** GET /api/case and the answer to PUT /api/case: the workbook with its progress per topic. */
export const caseResponse = z.object({
  workbook: caseWorkbookSchema,
  progress: z.object({ past: percent, causes: percent, change: percent, future: percent }),
  /** When it was last saved (ISO); null before the first save. */
  updatedAt: z.string().nullable(),
  /** The operator configured an external AI provider (AI_BASE_URL), so the consent switch matters. */
  aiAvailable: z.boolean(),
});
export type CaseResponse = z.infer<typeof caseResponse>;
