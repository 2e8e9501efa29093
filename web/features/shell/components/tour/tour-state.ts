import type { AreaId, Viewer } from '../../../../../common/domain/access.ts';
import { navFor } from '../../nav-items.ts';

/** The guided tour is shown once per user (SPEC §3, §4): a seen flag per user id in local storage. */
const key = (userId: string) => `mpu.tour-seen.${userId}`;

export function tourSeen(userId: string): boolean {
  try {
    return window.localStorage.getItem(key(userId)) === '1';
  } catch {
    return true; // storage blocked: do not force the tour on every visit
  }
}

export function markTourSeen(userId: string): void {
  try {
    window.localStorage.setItem(key(userId), '1');
  } catch {
    // storage blocked: nothing to remember
  }
}

/** SPEC §9 tour constants. */
export const TOUR = {
  width: 350,
  primaryColor: '#4338ca', // indigo-700
  zIndex: 1000,
  scrollOffset: 20,
  scrollDuration: 300,
} as const;

/** SPEC §2 steps: every sidebar entry the user can open, in sidebar order (locked ones are skipped). */
export function tourSteps(viewer: Viewer): AreaId[] {
  return navFor(viewer)
    .filter((entry) => !entry.locked)
    .map((entry) => entry.item.id);
}

/**
 * The tour runs on the overview (the viewer's home) only. Everywhere else it pauses, so it never
 * covers or takes the clicks meant for a quiz, a review, a chapter's or a video's quiz, the exam
 * simulation, the practice interview or the Leistungstest, nor for the links that lead there; it
 * resumes when the learner is back on the overview (issues 27, 28; decision 073).
 */
export function tourRunsOn(path: string, home: string): boolean {
  const bare = path.replace(/[?#].*$/, '');
  return bare === home || bare === `${home}/`;
}
