import { z } from 'zod';
import { REMINDER_TOPICS } from '../domain/reminders.ts';

const topics = z.object(
  Object.fromEntries(REMINDER_TOPICS.map((t) => [t, z.boolean()])) as {
    [K in (typeof REMINDER_TOPICS)[number]]: z.ZodBoolean;
  },
);

const choiceShape = {
  email: z.boolean(),
  /** ISO weekdays, 1 Monday … 7 Sunday (the form's checkboxes send them as text). */
  days: z.array(z.coerce.number<string | number>().int().min(1).max(7)).max(7),
  /** Hours of the German day: from `from`:00 until `until`:00. */
  from: z.coerce.number<string | number>().int().min(0).max(23),
  until: z.coerce.number<string | number>().int().min(1).max(24),
  topics,
};

type Choice = { email: boolean; days: number[]; from: number; until: number };
const rules = <T extends z.ZodType<Choice>>(schema: T) =>
  schema
    .refine((c) => c.from < c.until, { path: ['until'], message: 'until_after_from' })
    .refine((c) => !c.email || c.days.length > 0, { path: ['days'], message: 'days_required' });

/** The learner's reminder choice (settings 'Erinnerungen'), as the form edits it. */
export const reminderChoice = rules(z.object(choiceShape));
export type ReminderChoiceInput = z.infer<typeof reminderChoice>;

/** PUT /api/reminders (the mails are written in the request's interface language). */
export const reminderSettingsBody = reminderChoice;

export const reminderSettingsResponse = z.object({
  ...choiceShape,
  /** After an unsubscribe: no mail before this German day (YYYY-MM-DD), null otherwise. */
  pausedUntil: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof reminderSettingsResponse>;

/**
 * The signed link of a reminder mail (no sign-in). A missing or cut-off token (a mail program that
 * broke the line) is checked like a wrong one: the page in the learner's language says so, with 400.
 */
export const unsubscribeQuery = z.object({ token: z.string().max(200).default('') });

/** POST /api/admin/reminders/run: learners looked at, mails queued. */
export const reminderRunResponse = z.object({ checked: z.number().int(), sent: z.number().int() });
export type ReminderRun = z.infer<typeof reminderRunResponse>;
