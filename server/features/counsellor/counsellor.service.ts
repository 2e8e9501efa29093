import { joinName } from '../../../common/domain/counsellor.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../common/domain/privacy.ts';
import type { CounsellorLearner, LearnerProgress } from '../../../common/schemas/counsellor.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './counsellor.repo.ts';

/** The learner as the progress computations of other features take them (server/app.ts fills it). */
export type LearnerAsUser = Omit<SessionUser, 'sessionExpiresAt'>;

type Deps = {
  db: Db;
  /** The learner's progress figures, from the overview, the reviews and the interview (server/app.ts). */
  progressOf(learner: LearnerAsUser): Promise<LearnerProgress>;
};

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The counsellor's workspace (issue 30). Every read starts from the signed-in counsellor's own
 * assignments, so a learner assigned to someone else is not found (404), never shown.
 */
export function createCounsellorService(deps: Deps) {
  const { db, progressOf } = deps;

  async function present(row: repo.AssignedLearner): Promise<CounsellorLearner> {
    const learner: LearnerAsUser = {
      id: row.id,
      email: row.email,
      role: row.role,
      mpuReason: row.mpuReason,
      mpuReasons: row.mpuReasons,
      consentVersion: row.consentVersion,
    };
    return {
      id: row.id,
      name: joinName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }),
      email: row.email,
      // Health data: shown to the counsellor only under the notice that names them (decision 062).
      reasons: row.consentVersion === PRIVACY_NOTICE_VERSION ? effectiveReasons(row) : [],
      mpuDate: row.mpuDate,
      lastActivity: isoOrNull(row.lastActivity),
      progress: await progressOf(learner),
    };
  }

  return {
    async learners(counsellor: SessionUser): Promise<CounsellorLearner[]> {
      const rows = await repo.assignedLearners(db, counsellor.id);
      return Promise.all(rows.map(present));
    },

    /** One assigned learner; 404 for anyone not assigned to this counsellor. */
    async learner(counsellor: SessionUser, learnerId: string): Promise<CounsellorLearner> {
      const [row] = await repo.assignedLearners(db, counsellor.id, learnerId);
      if (!row) throw notFound();
      return present(row);
    },
  };
}

export type CounsellorService = ReturnType<typeof createCounsellorService>;
