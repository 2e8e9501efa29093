import { addDays, type MilestoneKind } from './timeline.ts';

/**
 * Study reminders (issue 30, decision 065): what a learner opts into and when a mail may go. Pure;
 * times are German (Europe/Berlin), as the consultancy's calendar (dates.ts).
 */

export const REMINDER_TOPICS = ['dueReviews', 'planStep', 'inactiveWeek'] as const;
export type ReminderTopic = (typeof REMINDER_TOPICS)[number];

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** No mail in the days after an unsubscribe, even when the learner opts in again meanwhile. */
export const PAUSE_AFTER_UNSUBSCRIBE_DAYS = 7;
/** 'A week without study': the last study day at least this many days ago. */
export const INACTIVE_DAYS = 7;
/** 'The next plan step': a milestone in the plan within this many days. */
export const PLAN_STEP_DAYS = 7;
/** The plan steps a reminder names (the appointments the learner keeps or applies for). */
export const REMINDED_MILESTONES: readonly MilestoneKind[] = [
  'proofAppointment',
  'hairSample',
  'applyForLicence',
  'mpu',
];

export type ReminderChoice = {
  email: boolean;
  days: number[];
  /** Hours of the German day: from `from`:00 until `until`:00. */
  from: number;
  until: number;
  topics: Record<ReminderTopic, boolean>;
};

export const DEFAULT_REMINDERS: ReminderChoice = {
  email: false,
  days: [...WEEKDAYS],
  from: 17,
  until: 20,
  topics: { dueReviews: true, planStep: true, inactiveWeek: true },
};

/** Weekday (1–7) and hour (0–23) of an instant in Germany. */
export function germanWeekdayAndHour(now: Date): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Berlin',
    weekday: 'short',
    hour: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    parts.find((p) => p.type === 'weekday')?.value ?? '',
  );
  return { weekday: weekday + 1, hour: Number(parts.find((p) => p.type === 'hour')?.value ?? 0) };
}

/** Is `now` on one of the chosen days and inside the chosen hours? */
export function inWindow(choice: Pick<ReminderChoice, 'days' | 'from' | 'until'>, now: Date): boolean {
  const { weekday, hour } = germanWeekdayAndHour(now);
  return choice.days.includes(weekday) && hour >= choice.from && hour < choice.until;
}

/** The first German day a mail may go again after an unsubscribe on `unsubscribedOn` (null: none). */
export function pausedUntil(unsubscribedOn: string | null): string | null {
  return unsubscribedOn ? addDays(unsubscribedOn, PAUSE_AFTER_UNSUBSCRIBE_DAYS) : null;
}

/** What the learner's data say is due (filled by the job from the reviews, the plan and the activity). */
export type DueNow = {
  dueReviews: number;
  planStep: { kind: MilestoneKind; date: string } | null;
  /** The last German day with study (answers, chapters, videos); null: never studied. */
  lastStudyDay: string | null;
  /** The day the account was made: a new learner is not 'a week without study' before a week. */
  since: string;
};

export type ReminderItem =
  | { topic: 'dueReviews'; count: number }
  | { topic: 'planStep'; date: string }
  | { topic: 'inactiveWeek' };

/** What a reminder today says, in the order of the mail; empty: no mail. */
export function reminderItems(
  topics: Record<ReminderTopic, boolean>,
  due: DueNow,
  today: string,
): ReminderItem[] {
  const items: ReminderItem[] = [];
  if (topics.dueReviews && due.dueReviews > 0) items.push({ topic: 'dueReviews', count: due.dueReviews });
  if (topics.planStep && due.planStep) items.push({ topic: 'planStep', date: due.planStep.date });
  const lastDay = due.lastStudyDay ?? due.since;
  if (topics.inactiveWeek && addDays(lastDay, INACTIVE_DAYS) <= today) items.push({ topic: 'inactiveWeek' });
  return items;
}

/** The next reminded milestone within PLAN_STEP_DAYS from today (not done), if any. */
export function nextPlanStep(
  milestones: readonly { kind: MilestoneKind; date: string; done: boolean }[],
  today: string,
): { kind: MilestoneKind; date: string } | null {
  const last = addDays(today, PLAN_STEP_DAYS);
  const next = milestones
    .filter((m) => !m.done && REMINDED_MILESTONES.includes(m.kind) && m.date >= today && m.date <= last)
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  return next ? { kind: next.kind, date: next.date } : null;
}
