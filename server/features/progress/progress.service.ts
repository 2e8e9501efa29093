import { todayInGermany } from '../../../common/domain/dates.ts';
import { addDays } from '../../../common/domain/timeline.ts';
import { HISTORY_DAYS, type ProgressHistory } from '../../../common/schemas/progress.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../kernel/clock.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './progress.repo.ts';

const PAGE = 200;
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** What the overview says of a learner now (composed in app.ts from the overview feature). */
type Current = (
  user: SessionUser,
) => Promise<{ readiness: number; shares: { chapter: number; quiz: number; video: number } }>;

/**
 * Progress over time (issue 30, decision 065): a daily snapshot per learner, written by the job,
 * and the last weeks of them for the overview's chart. Nothing here reads attempts.
 */
export function createProgressService(deps: { db: Db; clock: Clock; current: Current }) {
  const { db, clock, current } = deps;
  return {
    async history(userId: string): Promise<ProgressHistory> {
      const today = todayInGermany(clock.now());
      return { days: await repo.history(db, userId, addDays(today, -(HISTORY_DAYS - 1))) };
    },

    /** Today's snapshot of every learner; returns how many were written. */
    async snapshot(): Promise<number> {
      const now = clock.now();
      const day = todayInGermany(now);
      let written = 0;
      let after = NO_ID;
      for (;;) {
        const learners = await repo.learnersAfter(db, after, PAGE);
        for (const learner of learners) {
          const user: SessionUser = { ...learner, sessionExpiresAt: now };
          const { readiness, shares } = await current(user);
          await repo.saveSnapshot(db, learner.id, {
            day,
            readiness,
            chapters: shares.chapter,
            quiz: shares.quiz,
            videos: shares.video,
          });
          written++;
        }
        if (learners.length < PAGE) return written;
        after = learners.at(-1)!.id;
      }
    },
  };
}
export type ProgressService = ReturnType<typeof createProgressService>;
