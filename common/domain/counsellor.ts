/**
 * What a learner can share with their counsellor (issue 30), each separately and revocably:
 * - 'case': the workbook 'Mein MPU-Fall' (offence and health details the learner wrote);
 * - 'reports': the practice interviews' reports (scores and quoted sentences);
 * - 'transcripts': the full transcript of those interviews (only together with 'reports');
 * - 'plan': 'Mein Weg zur MPU' (dates and steps);
 * - 'leistungstest': Leistungstest results, where the learner has them.
 * Without a share the counsellor sees only progress figures, the MPU reason and the MPU date.
 */
export const SHARE_KINDS = ['case', 'reports', 'transcripts', 'plan', 'leistungstest'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

/** Does this kind count only with another one shared too? The transcript only with the reports. */
export function shareWaits(kind: ShareKind, active: readonly ShareKind[]): boolean {
  return kind === 'transcripts' && !active.includes('reports');
}

/** What the counsellor is shown: the kinds switched on that do not wait for another. */
export function effectiveShares(active: readonly ShareKind[]): ShareKind[] {
  return SHARE_KINDS.filter((kind) => active.includes(kind) && !shareWaits(kind, active));
}

/** One message of the feedback thread: at most this many characters, plain text. */
export const FEEDBACK_MAX_LENGTH = 2000;

/** What a feedback message is about: the case workbook, a report or the learner's work in general. */
export const FEEDBACK_TOPICS = ['case', 'report', 'general'] as const;
export type FeedbackTopic = (typeof FEEDBACK_TOPICS)[number];

/** Filters of the counsellor's list: the MPU date within this many days, no activity for this many. */
export const MPU_SOON_DAYS = 30;
export const INACTIVE_DAYS = 14;
/** Below this readiness (per cent) a learner counts as 'low readiness'. */
export const LOW_READINESS = 40;

/** A full name as first and last name (the last word is the last name): how user_details keeps it. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1)! };
}

export function joinName(parts: { firstName: string; lastName: string }): string {
  return [parts.firstName, parts.lastName].filter(Boolean).join(' ');
}
