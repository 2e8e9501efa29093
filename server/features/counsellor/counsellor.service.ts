import { effectiveShares, joinName } from '../../../common/domain/counsellor.ts';
import { effectiveReasons } from '../../../common/domain/mpu.ts';
import type { PageKey } from '../../../common/domain/pages.ts';
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
import { AppError, notFound } from '../../kernel/errors.ts';
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
  /** The pages the learner may open now (the Leistungstest's can be locked for them). */
  pagesOf(learner: SessionUser): Promise<PageKey[]>;
};

/** The learner as a session user, for the services that take one (no session of theirs is used). */
export const asUser = (learner: LearnerAsUser): SessionUser => ({
  ...learner,
  sessionExpiresAt: new Date(0),
});

const notShared = (what: 'case' | 'report') =>
  new AppError(
    'not_found',
    404,
    `${what} not shared`,
    what === 'case'
      ? 'Den Fall teilt diese Person zurzeit nicht mit Ihnen.'
      : 'Diesen Bericht teilt diese Person zurzeit nicht mit Ihnen.',
  );

const isoOrNull = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The counsellor's workspace (issue 30). Every read starts from the signed-in counsellor's own
 * assignments, so a learner assigned to someone else is not found (404), never shown.
 */
export function createCounsellorService(deps: Deps) {
  const { db, progressOf } = deps;

  const learnerOf = (row: repo.AssignedLearner): LearnerAsUser => ({
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

  /**
   * What the learner shares with this counsellor now. The Leistungstest only while the learner can
   * open it: with its page locked they no longer see its switch, so they could not withdraw it. The
   * record stays open and counts again once the page is open again (decision 063).
   */
  async function sharedNow(row: repo.AssignedLearner, counsellorId: string) {
    const shared = effectiveShares(await activeShares(db, row.id, counsellorId));
    if (
      !shared.includes('leistungstest') ||
      (await deps.pagesOf(asUser(learnerOf(row)))).includes('leistungstest')
    )
      return shared;
    return shared.filter((kind) => kind !== 'leistungstest');
  }

  /** A comment on the case or a report needs that case or report shared now (else 404). */
  async function checkTopic(row: repo.AssignedLearner, counsellorId: string, body: FeedbackBody) {
    if (body.topic !== 'case' && body.topic !== 'report') return;
    const shared = await sharedNow(row, counsellorId);
    if (body.topic === 'case' && !shared.includes('case')) throw notShared('case');
    if (body.topic !== 'report') return;
    if (!shared.includes('reports')) throw notShared('report');
    const reports = await deps.reportsOf(learnerOf(row));
    if (!reports.some((report) => report.sessionId === body.reportId)) throw notShared('report');
  }

  async function present(row: repo.AssignedLearner, counsellorId: string): Promise<CounsellorLearner> {
    const learner = learnerOf(row);
    const [progress, shared] = await Promise.all([progressOf(learner), sharedNow(row, counsellorId)]);
    const hidden = row.consentVersion !== PRIVACY_NOTICE_VERSION;
    return {
      id: row.id,
      name: joinName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }),
      email: row.email,
      // Health data: shown to the counsellor only under the notice that names them (decision 062).
      reasons: hidden ? [] : effectiveReasons(row),
      reasonsHidden: hidden,
      mpuDate: row.mpuDate,
      lastActivity: isoOrNull(row.lastActivity),
      progress,
      shared,
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
      const shared = await sharedNow(row, counsellor.id);
      const has = (kind: (typeof shared)[number]) => shared.includes(kind);
      const learner = learnerOf(row);
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
      return threadOf(db, learnerId, counsellor.id);
    },

    async post(counsellor: SessionUser, learnerId: string, body: FeedbackBody): Promise<FeedbackThread> {
      await checkTopic(await assigned(counsellor, learnerId), counsellor.id, body);
      await post(db, learnerId, counsellor.id, true, body);
      return threadOf(db, learnerId, counsellor.id);
    },

    async read(counsellor: SessionUser, learnerId: string): Promise<FeedbackThread> {
      await assigned(counsellor, learnerId);
      await markRead(db, learnerId, counsellor.id);
      return threadOf(db, learnerId, counsellor.id);
    },
  };
}

export type CounsellorService = ReturnType<typeof createCounsellorService>;
