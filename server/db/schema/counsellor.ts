import { boolean, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { FEEDBACK_TOPICS, SHARE_KINDS } from '../../../common/domain/counsellor.ts';
import { createdAt, id } from './columns.ts';
import { profiles } from './users.ts';

export const shareKindEnum = pgEnum('share_kind', SHARE_KINDS);
export const feedbackTopicEnum = pgEnum('feedback_topic', FEEDBACK_TOPICS);

/**
 * A learner's consent to share one kind of material with one counsellor (issue 30): what, with
 * whom, when, withdrawn when. Active while withdrawn_at is null and the counsellor is still the
 * learner's; a new assignment withdraws the shares with the one before. Exported with the account.
 */
export const counsellorShares = pgTable(
  'counsellor_shares',
  {
    id: id(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    kind: shareKindEnum('kind').notNull(),
    sharedAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('counsellor_shares_learner_idx').on(t.learnerId, t.counsellorId)],
);

/**
 * The written feedback between a learner and their counsellor: one plain-text thread per learner
 * and counsellor. `counsellorId` is the counsellor the message was written with (a new counsellor
 * sees none of the thread with the one before); `authorId` is null once the author's account is
 * gone; `readAt` is when the other side read it.
 */
export const counsellorMessages = pgTable(
  'counsellor_messages',
  {
    id: id(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => profiles.id, { onDelete: 'set null' }),
    /** The counsellor of the thread: the author, or the learner's counsellor when they wrote it. */
    counsellorId: uuid('counsellor_id').references(() => profiles.id, { onDelete: 'set null' }),
    fromCounsellor: boolean('from_counsellor').notNull(),
    topic: feedbackTopicEnum('topic').notNull().default('general'),
    /** The interview session a comment on a report is about. */
    reportId: uuid('report_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('counsellor_messages_learner_idx').on(t.learnerId, t.createdAt),
    index('counsellor_messages_counsellor_idx').on(t.counsellorId),
  ],
);
