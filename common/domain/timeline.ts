import type { CaseTopic } from './case.ts';
import type { MpuType } from './mpu.ts';

/**
 * 'Mein Weg zur MPU' (issue 11): milestones from the learner's dates and weekly steps from what is
 * still open. Pure: dates are German calendar days `YYYY-MM-DD`, `today` comes from the caller's clock.
 * Only facts marked [V] in ../shared/MPU-FACTS.md become dated milestones; every milestone the
 * authority or the assessor decides carries `caveat: true` so the page says so.
 */

export const PROOF_PLANS = ['urine', 'hair'] as const;
export type ProofPlan = (typeof PROOF_PLANS)[number];

export type PlanDates = {
  mpuDate: string | null;
  /** When the licence was withdrawn (points: a new licence at the earliest 6 months later). */
  withdrawnOn: string | null;
  /** End of the ban (Sperrfrist), if the court set one. */
  banEnd: string | null;
  /** First day of abstinence (alcohol, drugs, cannabis). */
  abstinenceStart: string | null;
  proofPlan: ProofPlan | null;
  /** Appointments the learner has for proofs (screenings, hair samples). */
  proofDates: string[];
};

export const MILESTONE_KINDS = [
  'fileInspection',
  'applyForLicence',
  'banEnd',
  'earliestLicence',
  'abstinence6',
  'abstinence12',
  'hairSample',
  'hairSampleDrugs',
  'proofAppointment',
  'mpu',
] as const;
export type MilestoneKind = (typeof MILESTONE_KINDS)[number];

export type Milestone = {
  kind: MilestoneKind;
  date: string;
  /** The authority or the assessor decides: the page shows a careful note. */
  caveat: boolean;
  done: boolean;
};

/** What is still open for this learner (from the overview's counts and the case workbook). */
export type OpenWork = {
  chapters: number;
  videos: number;
  /** Exam questions not yet answered right. */
  questions: number;
  caseTopics: CaseTopic[];
};

export type WeekStep = {
  /** First and last day of this step (Monday–Sunday, cut at today and the day before the MPU). */
  start: string;
  end: string;
  chapters: number;
  videos: number;
  questions: number;
  caseTopics: CaseTopic[];
  /** The last week: rehearse, no new material. */
  final: boolean;
};

export const PLAN_PROMPTS = ['mpuDate', 'abstinenceStart', 'withdrawnOn'] as const;
export type PlanPrompt = (typeof PLAN_PROMPTS)[number];
export const PLAN_WARNINGS = ['mpuBeforeYearOfAbstinence', 'mpuBeforeEarliestLicence'] as const;
export type PlanWarning = (typeof PLAN_WARNINGS)[number];

export type Timeline = {
  status: 'noDate' | 'past' | 'planned';
  /** Days from today to the MPU date (0: today), null without a date. */
  daysLeft: number | null;
  milestones: Milestone[];
  weeks: WeekStep[];
  /** Dates whose absence leaves a milestone out: the page asks for them instead of guessing. */
  prompts: PlanPrompt[];
  warnings: PlanWarning[];
};

const ABSTINENCE_REASONS: readonly MpuType[] = ['alcohol', 'drugs', 'medizinalcannabis'];

/**
 * Which drugs a learner with reason `drugs` took, as far as we know: cannabis alone (§ 13a FeV, no
 * fixed year of abstinence) or other drugs (§ 14 FeV, Anlage 4 Nr. 9.5: as a rule one year of proven
 * abstinence), or null when the workbook does not say.
 */
export type DrugKind = 'cannabis' | 'other';

function toUtc(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}
const fromUtc = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const value = toUtc(date);
  value.setUTCDate(value.getUTCDate() + days);
  return fromUtc(value);
}

/** Calendar months later; the 31st becomes the month's last day (31.08. + 6 months = 28./29.02.). */
export function addMonths(date: string, months: number): string {
  const value = toUtc(date);
  const day = value.getUTCDate();
  value.setUTCDate(1);
  value.setUTCMonth(value.getUTCMonth() + months);
  const last = new Date(Date.UTC(value.getUTCFullYear(), value.getUTCMonth() + 1, 0)).getUTCDate();
  value.setUTCDate(Math.min(day, last));
  return fromUtc(value);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** The Sunday that ends the (Monday-based) week of `date`. */
function endOfWeek(date: string): string {
  const weekday = (toUtc(date).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(date, 6 - weekday);
}

function milestones(dates: PlanDates, reasons: readonly MpuType[], today: string, drugKind: DrugKind | null) {
  const list: Omit<Milestone, 'done'>[] = [];
  const prompts: PlanPrompt[] = [];
  const warnings: PlanWarning[] = [];
  const needsAbstinence = reasons.some((r) => ABSTINENCE_REASONS.includes(r));
  // Inspecting the licence file first is advised (MPU-FACTS §2 Procedure): a step for now.
  list.push({ kind: 'fileInspection', date: today, caveat: false });
  if (dates.banEnd) {
    list.push({ kind: 'banEnd', date: dates.banEnd, caveat: false });
    // "A few months before the ban ends"; sources say 3, 4 or 6 months [?]: the earliest, with a note.
    list.push({ kind: 'applyForLicence', date: addMonths(dates.banEnd, -6), caveat: true });
  }
  if (reasons.includes('points')) {
    if (dates.withdrawnOn) {
      // § 4 Abs. 10 StVG: at the earliest 6 months after the withdrawal took effect [V].
      const earliest = addMonths(dates.withdrawnOn, 6);
      list.push({ kind: 'earliestLicence', date: earliest, caveat: false });
      if (dates.mpuDate && dates.mpuDate < earliest) warnings.push('mpuBeforeEarliestLicence');
    } else prompts.push('withdrawnOn');
  }
  if (needsAbstinence) {
    if (dates.abstinenceStart) {
      const start = dates.abstinenceStart;
      // The length needed (0/6/12 months) depends on the hypothesis; the assessor decides [V].
      // Drugs other than cannabis: as a rule at least one year of proven abstinence [V]. Cannabis
      // (§ 13a FeV) has no such rule, so a learner known to have taken only cannabis is not warned;
      // one whose workbook does not say is warned in words that name the exception.
      const otherDrugs = reasons.includes('drugs') && drugKind !== 'cannabis';
      list.push({ kind: 'abstinence6', date: addMonths(start, 6), caveat: true });
      list.push({ kind: 'abstinence12', date: addMonths(start, 12), caveat: drugKind !== 'other' });
      if (otherDrugs && dates.mpuDate && dates.mpuDate < addMonths(start, 12))
        warnings.push('mpuBeforeYearOfAbstinence');
      if (dates.proofPlan === 'hair') {
        // Alcohol (EtG): 3 cm = 3 months, 12 months = 4 analyses with no gap [V].
        if (reasons.includes('alcohol'))
          for (const months of [3, 6, 9, 12])
            list.push({ kind: 'hairSample', date: addMonths(start, months), caveat: false });
        // Drugs: up to 6 cm = 6 months, 12 months = 2 analyses [V].
        if (reasons.includes('drugs') || reasons.includes('medizinalcannabis'))
          for (const months of [6, 12])
            list.push({ kind: 'hairSampleDrugs', date: addMonths(start, months), caveat: false });
      }
    } else prompts.push('abstinenceStart');
  }
  for (const date of dates.proofDates) list.push({ kind: 'proofAppointment', date, caveat: false });
  if (dates.mpuDate) list.push({ kind: 'mpu', date: dates.mpuDate, caveat: false });
  else prompts.unshift('mpuDate');
  const sorted = list
    .map((m) => ({ ...m, done: m.date < today }))
    .sort(
      (a, b) =>
        a.date.localeCompare(b.date) || MILESTONE_KINDS.indexOf(a.kind) - MILESTONE_KINDS.indexOf(b.kind),
    );
  return { milestones: sorted, prompts, warnings };
}

/** Splits `total` over `parts` as evenly as possible, earlier parts first (10 over 3 → 4, 3, 3). */
function spread(total: number, parts: number): number[] {
  return Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));
}

function weeks(open: OpenWork, today: string, mpuDate: string): WeekStep[] {
  const lastDay = addDays(mpuDate, -1);
  const ranges: { start: string; end: string }[] = [];
  for (let start = today; start <= lastDay; start = addDays(endOfWeek(start), 1)) {
    const end = endOfWeek(start);
    ranges.push({ start, end: end < lastDay ? end : lastDay });
  }
  // The last week is for rehearsal when there are at least two; a single week does everything.
  const learning = ranges.length > 1 ? ranges.length - 1 : ranges.length;
  const chapters = spread(open.chapters, learning);
  const videos = spread(open.videos, learning);
  const questions = spread(open.questions, learning);
  return ranges.map((range, i) => ({
    ...range,
    chapters: chapters[i] ?? 0,
    videos: videos[i] ?? 0,
    questions: questions[i] ?? 0,
    // One workbook topic a week from the first week on; what does not fit goes to the last learning week.
    caseTopics: open.caseTopics.filter((_, topic) => Math.min(topic, learning - 1) === i),
    final: ranges.length > 1 && i === ranges.length - 1,
  }));
}

export function buildTimeline(input: {
  today: string;
  dates: PlanDates;
  reasons: readonly MpuType[];
  open: OpenWork;
  /** From the case workbook's offences (drugKindOf); null or left out: not known. */
  drugKind?: DrugKind | null;
}): Timeline {
  const { today, dates, reasons, open } = input;
  const { milestones: list, prompts, warnings } = milestones(dates, reasons, today, input.drugKind ?? null);
  if (!dates.mpuDate)
    return { status: 'noDate', daysLeft: null, milestones: list, weeks: [], prompts, warnings };
  const daysLeft = daysBetween(today, dates.mpuDate);
  if (daysLeft < 0) return { status: 'past', daysLeft, milestones: list, weeks: [], prompts, warnings };
  return {
    status: 'planned',
    daysLeft,
    milestones: list,
    weeks: weeks(open, today, dates.mpuDate),
    prompts,
    warnings,
  };
}
