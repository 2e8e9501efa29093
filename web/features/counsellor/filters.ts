import { INACTIVE_DAYS, LOW_READINESS, MPU_SOON_DAYS } from '../../../common/domain/counsellor.ts';
import type { CounsellorLearner } from '../../../common/schemas/counsellor.ts';

/** The list's filters (issue 30): the MPU date soon, inactive for 14 days, low readiness. */
export const FILTERS = ['all', 'mpuSoon', 'inactive', 'lowReadiness'] as const;
export type Filter = (typeof FILTERS)[number];
export const SORTS = ['mpuDate', 'lastActivity', 'readiness', 'name'] as const;
export type Sort = (typeof SORTS)[number];

const DAY = 86_400_000;

/** Whole days from `today` (YYYY-MM-DD) to `day`; negative when it is past. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY);
}

export function matches(learner: CounsellorLearner, filter: Filter, today: string, now: Date): boolean {
  if (filter === 'mpuSoon') {
    if (!learner.mpuDate) return false;
    const days = daysUntil(learner.mpuDate, today);
    return days >= 0 && days <= MPU_SOON_DAYS;
  }
  if (filter === 'inactive')
    return !learner.lastActivity || now.getTime() - Date.parse(learner.lastActivity) >= INACTIVE_DAYS * DAY;
  if (filter === 'lowReadiness') return learner.progress.readiness < LOW_READINESS;
  return true;
}

export const displayName = (learner: Pick<CounsellorLearner, 'name' | 'email'>) =>
  learner.name || learner.email;

/** Soonest MPU date, longest without activity, lowest readiness first, or by name; missing last. */
export function sortLearners(learners: readonly CounsellorLearner[], sort: Sort): CounsellorLearner[] {
  const key = (l: CounsellorLearner): number | string | null => {
    if (sort === 'mpuDate') return l.mpuDate;
    if (sort === 'lastActivity')
      return l.lastActivity ? Date.parse(l.lastActivity) : Number.NEGATIVE_INFINITY;
    if (sort === 'readiness') return l.progress.readiness;
    return displayName(l).toLocaleLowerCase('de');
  };
  return [...learners].sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    if (x === y) return displayName(a).localeCompare(displayName(b), 'de');
    if (x === null) return 1;
    if (y === null) return -1;
    return x < y ? -1 : 1;
  });
}
