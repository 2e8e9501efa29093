import { joinName } from '../../../common/domain/counsellor.ts';
import type { FeedbackBody, FeedbackThread } from '../../../common/schemas/counsellor.ts';
import type { Db } from '../../db/client.ts';
import * as repo from './sharing.repo.ts';

const nameOf = (row: { email: string | null; firstName: string | null; lastName: string | null }) =>
  row.email === null
    ? null
    : joinName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }) || row.email;

/**
 * One learner's feedback thread as the reader sees it: a counsellor (`counsellorId`) only the
 * messages written with them, the learner (`null`) all of theirs. The unread count is the other
 * side's messages.
 */
export async function threadOf(
  db: Db,
  learnerId: string,
  counsellorId: string | null,
): Promise<FeedbackThread> {
  const readerIsCounsellor = counsellorId !== null;
  const rows = await repo.messages(db, learnerId, counsellorId);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      fromCounsellor: row.fromCounsellor,
      author: nameOf(row),
      topic: row.topic,
      reportId: row.reportId,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
    })),
    unread: rows.filter((row) => row.fromCounsellor !== readerIsCounsellor && row.readAt === null).length,
  };
}

/** A new message in the thread (plain text, as typed: the web shows it as text, never as HTML). */
export async function post(
  db: Db,
  learnerId: string,
  authorId: string,
  fromCounsellor: boolean,
  body: FeedbackBody,
): Promise<void> {
  await repo.insertMessage(db, {
    learnerId,
    authorId,
    fromCounsellor,
    topic: body.topic ?? 'general',
    reportId: body.topic === 'report' ? (body.reportId ?? null) : null,
    body: body.body.trim(),
  });
}
