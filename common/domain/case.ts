import type { MpuType } from './mpu.ts';

/**
 * 'Mein MPU-Fall' (issue 10): the learner's private workbook, structured by the four topics of the
 * psychological interview (../shared/INTERVIEW-GUIDE.md §b) and by MPU reason. It is health and
 * offence data (GDPR Art. 9/10): it stays with the learner, is exported and deleted with the account,
 * and reaches an external AI provider only when the learner switched that on (`aiConsent`).
 *
 * Every free-text field is optional; an empty string means "not filled in yet". The interviewer never
 * invents what is empty: it asks instead.
 */
export const CASE_TOPICS = ['past', 'causes', 'change', 'future'] as const;
export type CaseTopic = (typeof CASE_TOPICS)[number];

/** A drink as the learner remembers it (the Promille calculator and the consistency check use it). */
export type Drink = {
  /** Free label ('Bier', 'Wein', 'Schnaps', …). */
  label: string;
  /** Volume of one serving in millilitres. */
  volumeMl: number;
  /** Alcohol by volume in percent. */
  abv: number;
  count: number;
};

export const PROOF_KINDS = [
  'etg-urine',
  'hair',
  'blood',
  'counselling',
  'therapy',
  'self-help',
  'other',
] as const;
export type ProofKind = (typeof PROOF_KINDS)[number];

/** A proof or a support step with its dates (EtG urine programme, hair analysis, counselling …). */
export type Proof = {
  id: string;
  kind: ProofKind;
  /** First day covered or attended, YYYY-MM-DD. */
  from: string | null;
  /** Last day covered or attended (null: ongoing). */
  to: string | null;
  /** Result or what was learnt, in the learner's words. */
  note: string;
};

/** One offence that led to the MPU (several are possible, e.g. points). */
export type Offence = {
  id: string;
  reason: MpuType;
  /** YYYY-MM-DD. */
  date: string | null;
  /** What happened, in the learner's words. */
  description: string;
  /** Blood alcohol in per mille (alcohol). */
  bac: number | null;
  /** Substance(s) and measured values (drugs, medical cannabis). */
  substances: string;
  /** Points in the register at the time (points). */
  points: number | null;
  /** What the learner drank that day, for the consistency check (alcohol). */
  drinks: Drink[];
  /** Hours between the first drink and the measurement. */
  drinkingHours: number | null;
};

export const CHANGE_KINDS = ['abstinence', 'controlled', 'separation', 'other'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

export type CaseWorkbook = {
  /** Body data for the Promille calculator and the consistency check (optional). */
  body: {
    sex: 'female' | 'male' | null;
    weightKg: number | null;
    heightCm: number | null;
    age: number | null;
  };
  offences: Offence[];
  /** Topic 1, past: the history before the offence. */
  past: { amounts: string; frequency: string; since: string; undetected: string };
  /** Topic 2, causes: the function drinking/using/driving had. */
  causes: { function: string; lifeThen: string; whyDrove: string; ownShare: string };
  /** Topic 3, change: what changed, since when, with which proofs and support. */
  change: { kind: ChangeKind | null; since: string | null; what: string; replaced: string; proofs: Proof[] };
  /** Topic 4, future: relapse prevention. */
  future: {
    riskSituations: string;
    warningSigns: string;
    strategies: string;
    lapsePlan: string;
    goals: string;
  };
  /** The learner allows sending this workbook to the configured external AI provider (default off). */
  aiConsent: boolean;
};

/** A new, empty offence of this reason (the workbook's 'Tat hinzufügen'). */
export function newOffence(reason: MpuType, id: string = crypto.randomUUID()): Offence {
  return {
    id,
    reason,
    date: null,
    description: '',
    bac: null,
    substances: '',
    points: null,
    drinks: [],
    drinkingHours: null,
  };
}

export function emptyWorkbook(): CaseWorkbook {
  return {
    body: { sex: null, weightKg: null, heightCm: null, age: null },
    offences: [],
    past: { amounts: '', frequency: '', since: '', undetected: '' },
    causes: { function: '', lifeThen: '', whyDrove: '', ownShare: '' },
    change: { kind: null, since: null, what: '', replaced: '', proofs: [] },
    future: { riskSituations: '', warningSigns: '', strategies: '', lapsePlan: '', goals: '' },
    aiConsent: false,
  };
}

const filled = (value: unknown) =>
  typeof value === 'string' ? value.trim() !== '' : Array.isArray(value) ? value.length > 0 : value != null;

/**
 * Progress per topic: the share (0–100) of a topic's core fields that are filled in. The offences
 * count for 'past'; proofs count for 'change' only where the reason has proofs to offer.
 */
export function topicProgress(workbook: CaseWorkbook): Record<CaseTopic, number> {
  const pct = (values: unknown[]) =>
    Math.round((values.filter(filled).length / Math.max(values.length, 1)) * 100);
  const { past, causes, change, future } = workbook;
  return {
    past: pct([workbook.offences, past.amounts, past.frequency, past.since, past.undetected]),
    causes: pct([causes.function, causes.lifeThen, causes.whyDrove, causes.ownShare]),
    change: pct([change.kind, change.since, change.what, change.replaced, change.proofs]),
    future: pct([future.riskSituations, future.warningSigns, future.strategies, future.lapsePlan]),
  };
}

/** The whole workbook's progress (0–100): the mean of the four topics (the overview card). */
export function overallProgress(progress: Record<CaseTopic, number>): number {
  return Math.round(CASE_TOPICS.reduce((sum, topic) => sum + progress[topic], 0) / CASE_TOPICS.length);
}

/** The measured value an offence of this reason has: per mille, substances, points or none. */
export type OffenceMeasure = 'bac' | 'substances' | 'points' | null;

export function offenceMeasure(reason: MpuType): OffenceMeasure {
  if (reason === 'alcohol') return 'bac';
  if (reason === 'drugs' || reason === 'medizinalcannabis') return 'substances';
  return reason === 'points' ? 'points' : null;
}

const CANNABIS = /cannabis|thc|marihuana|marijuana|haschisch|hasch\b|gras\b|joint|kiffen|esrar|kenevir/i;
const OTHER_DRUGS =
  /kokain|cocain|koks|crack|amphetamin|amfetamin|speed\b|ecstasy|mdma|xtc|methamphetamin|metamfetamin|crystal|meth\b|heroin|eroin|opiat|opioid|fentanyl|lsd|ketamin|pilze|psilocybin|ghb|benzodiazepin/i;

/**
 * Which drugs the workbook's drug offences name (issue 28): 'other' as soon as one names a drug
 * other than cannabis (§ 14 FeV), 'cannabis' when they name only cannabis (§ 13a FeV), null when
 * there are none or they say nothing we recognise. Only for the learner's own plan.
 */
export function drugKindOf(workbook: Pick<CaseWorkbook, 'offences'>): 'cannabis' | 'other' | null {
  const texts = workbook.offences
    .filter((offence) => offence.reason === 'drugs')
    .map((offence) => `${offence.substances} ${offence.description}`);
  if (texts.some((text) => OTHER_DRUGS.test(text))) return 'other';
  if (texts.some((text) => CANNABIS.test(text))) return 'cannabis';
  return null;
}

/**
 * May the workbook go to the external AI provider? Only when the operator configured one
 * (AI_BASE_URL) and the learner switched `aiConsent` on in the page (issue 10). Everything that sends
 * workbook content to a provider asks this first.
 */
export function mayShareWithAi(workbook: Pick<CaseWorkbook, 'aiConsent'>, aiConfigured: boolean): boolean {
  return aiConfigured && workbook.aiConsent === true;
}
