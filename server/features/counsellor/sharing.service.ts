import { joinName, SHARE_KINDS, type ShareKind } from '../../../common/domain/counsellor.ts';
import type { CounsellingState, FeedbackBody, FeedbackThread } from '../../../common/schemas/counsellor.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './sharing.repo.ts';
import { post, threadOf } from './thread.ts';

const nameOf = (row: { email: string; firstName: string | null; lastName: string | null }) =>
  joinName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }) || row.email;

const noCounsellor = () =>
  new AppError(
    'conflict',
    409,
    'no counsellor',
    'Ihnen ist noch keine Beraterin und kein Berater zugeordnet. Das übernimmt Ihre Beratungsstelle.',
  );

/**
 * The learner's side (issue 30): who their counsellor is, what they share (each kind separately,
 * withdrawn at once), every consent record, and the feedback thread.
 */
export function createSharingService(deps: {
  db: Db;
  /** The learner's kept reports (an answer on a report names one of them). */
  reportsOf(learner: SessionUser): Promise<{ sessionId: string }[]>;
}) {
  const { db } = deps;

  async function required(learnerId: string) {
    const counsellor = await repo.counsellorOf(db, learnerId);
    if (!counsellor) throw noCounsellor();
    return counsellor;
  }

  async function state(user: SessionUser): Promise<CounsellingState> {
    const counsellor = await repo.counsellorOf(db, user.id);
    const [shared, records] = await Promise.all([
      counsellor ? repo.activeShares(db, user.id, counsellor.id) : ([] as ShareKind[]),
      repo.shareRecords(db, user.id),
    ]);
    return {
      counsellor: counsellor ? { name: nameOf(counsellor), email: counsellor.email } : null,
      // The switches as the learner set them (the transcript counts only with the reports).
      shared: SHARE_KINDS.filter((kind) => shared.includes(kind)),
      records: records.map((r) => ({
        kind: r.kind,
        counsellor: nameOf(r),
        sharedAt: r.sharedAt.toISOString(),
        withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
      })),
    };
  }

  return {
    state,

    async setShare(user: SessionUser, kind: ShareKind, on: boolean): Promise<CounsellingState> {
      const counsellor = await required(user.id);
      await repo.setShare(db, user.id, counsellor.id, kind, on);
      return state(user);
    },

    async thread(user: SessionUser): Promise<FeedbackThread> {
      return threadOf(db, user.id, null);
    },

    async post(user: SessionUser, body: FeedbackBody): Promise<FeedbackThread> {
      await required(user.id);
      if (body.topic === 'report' && !(await deps.reportsOf(user)).some((r) => r.sessionId === body.reportId))
        throw new AppError('not_found', 404, 'report not found', 'Diesen Bericht gibt es nicht.');
      await post(db, user.id, user.id, false, body);
      return threadOf(db, user.id, null);
    },

    async read(user: SessionUser): Promise<FeedbackThread> {
      await repo.markRead(db, user.id, null);
      return threadOf(db, user.id, null);
    },
  };
}

export type SharingService = ReturnType<typeof createSharingService>;
