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

/** SPEC §2 steps: the learner's entries, then for admins the admin-only ones. */
export const LEARNER_STEPS = ['overview', 'courses', 'videos', 'lexicon', 'news', 'settings'] as const;
export const ADMIN_STEPS = ['bookSession', 'aiAssistant', 'examTrainer', 'admin'] as const;

export function tourSteps(isAdmin: boolean): string[] {
  return isAdmin ? [...LEARNER_STEPS, ...ADMIN_STEPS] : [...LEARNER_STEPS];
}
