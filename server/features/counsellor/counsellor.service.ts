import { effectiveShares, joinName } from '../../../common/domain/counsellor.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import { PRIVACY_NOTICE_VERSION } from '../../../common/domain/privacy.ts';
import type {
  CounsellorLearner,
  FeedbackBody,
  FeedbackThread,
  LearnerProgress,
  SharedMaterial,
} from '../../../common/schemas/counsellor.ts';
import type { InterviewReport } from '../../../common/schemas/interview.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './counsellor.repo.ts';
import { activeShares, markRead } from './sharing.repo.ts';
import { post, threadOf } from './thread.ts';

/** The learner as the progress computations of other features take them (server/app.ts fills it). */
export type LearnerAsUser = Omit<SessionUser, 'sessionExpiresAt'>;

/** The shared material, read from the features that own it (server/app.ts passes them). */
type Deps = {
  db: Db;
  /** The learner's progress figures, from the overview, the reviews and the interview. */
  progressOf(learner: LearnerAsUser): Promise<LearnerProgress>;
  caseOf(learnerId: string): Promise<NonNullable<SharedMaterial['case']>>;
  reportsOf(learner: LearnerAsUser): Promise<InterviewReport[]>;
  planOf(learner: LearnerAsUser): Promise<NonNullable<SharedMaterial['plan']>>;
  leistungstestOf(learnerId: string): Promise<NonNullable<SharedMaterial['leistungstest']>>;
};

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The counsellor's workspace (issue 30). Every read starts from the signed-in counsellor's own
 * assignments, so a learner assigned to someone else is not found (404), never shown.
 */
export function createCounsellorService(deps: Deps) {
  const { db, progressOf } = deps;

  const asUser = (row: repo.AssignedLearner): LearnerAsUser => ({
    id: row.id,
    email: row.email,
    role: row.role,
    mpuReason: row.mpuReason,
    mpuReasons: row.mpuReasons,
    consentVersion: row.consentVersion,
  });

  async function assigned(counsellor: SessionUser, learnerId: string) {
    const [row] = await repo.assignedLearners(db, counsellor.id, learnerId);
    if (!row) throw notFound();
    return row;
  }

  async function present(row: repo.AssignedLearner, counsellorId: string): Promise<CounsellorLearner> {
    const learner = asUser(row);
    const [progress, shared] = await Promise.all([
      progressOf(learner),
      activeShares(db, row.id, counsellorId),
    ]);
    return {
      id: row.id,
      name: joinName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }),
      email: row.email,
      // Health data: shown to the counsellor only under the notice that names them (decision 062).
      reasons: row.consentVersion === PRIVACY_NOTICE_VERSION ? effectiveReasons(row) : [],
      mpuDate: row.mpuDate,
      lastActivity: isoOrNull(row.lastActivity),
      progress,
      shared: effectiveShares(shared),
    };
  }

  return {
    async learners(counsellor: SessionUser): Promise<CounsellorLearner[]> {
      const rows = await repo.assignedLearners(db, counsellor.id);
      return Promise.all(rows.map((row) => present(row, counsellor.id)));
    },

    /** One assigned learner; 404 for anyone not assigned to this counsellor. */
    async learner(counsellor: SessionUser, learnerId: string): Promise<CounsellorLearner> {
      return present(await assigned(counsellor, learnerId), counsellor.id);
    },

    /**
     * Only what the learner shares with this counsellor now, read at the moment of the request: a
     * withdrawn share is gone with the next read. The transcript (each answer's text) only with it.
     */
    async material(counsellor: SessionUser, learnerId: string): Promise<SharedMaterial> {
      const row = await assigned(counsellor, learnerId);
      const shared = effectiveShares(await activeShares(db, row.id, counsellor.id));
      const has = (kind: (typeof shared)[number]) => shared.includes(kind);
      const learner = asUser(row);
      const [workbook, reports, plan, leistungstest] = await Promise.all([
        has('case') ? deps.caseOf(row.id) : null,
        has('reports') ? deps.reportsOf(learner) : null,
        has('plan') ? deps.planOf(learner) : null,
        has('leistungstest') ? deps.leistungstestOf(row.id) : null,
      ]);
      return {
        shared,
        case: workbook,
        reports:
          reports &&
          reports.map(({ answers, ...report }) => (has('transcripts') ? { ...report, answers } : report)),
        plan,
        leistungstest,
      };
    },

    async thread(counsellor: SessionUser, learnerId: string): Promise<FeedbackThread> {
      await assigned(counsellor, learnerId);
      return threadOf(db, learnerId, true);
    },

    async post(counsellor: SessionUser, learnerId: string, body: FeedbackBody): Promise<FeedbackThread> {
      await assigned(counsellor, learnerId);
      await post(db, learnerId, counsellor.id, true, body);
      return threadOf(db, learnerId, true);
    },

    async read(counsellor: SessionUser, learnerId: string): Promise<FeedbackThread> {
      await assigned(counsellor, learnerId);
      await markRead(db, learnerId, true);
      return threadOf(db, learnerId, true);
    },
  };
}

export type CounsellorService = ReturnType<typeof createCounsellorService>;
