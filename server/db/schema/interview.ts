import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { StoredInterviewReport } from '../../../common/schemas/interview.ts';
import { createdAt, id } from './columns.ts';
import { mpuTypeEnum } from './enums.ts';
import { profiles } from './users.ts';

/**
 * The interview practice (issue 10): one row per practice session, owned by the learner. The report
 * (0–3 per topic, quoting the learner) is kept on the row when the session ends. Health and offence
 * data: deleted with the account.
 */
export const interviewSessions = pgTable(
  'interview_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['written', 'spoken'] }).notNull(),
    reasons: mpuTypeEnum('reasons').array().notNull().default(sql`'{}'::mpu_type[]`),
    status: text('status', { enum: ['active', 'finished'] })
      .notNull()
      .default('active'),
    report: jsonb('report').$type<StoredInterviewReport>(),
    startedAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('interview_sessions_user_idx').on(t.userId, t.startedAt)],
);

/** Every question and answer of a session, in order (`seq`). */
export const interviewTurns = pgTable(
  'interview_turns',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => interviewSessions.id, { onDelete: 'cascade' }),
    /** The session's learner again, so export and erasure find every turn by its user (decision 018). */
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    role: text('role', { enum: ['interviewer', 'learner'] }).notNull(),
    kind: text('kind', {
      enum: ['opener', 'question', 'follow-up', 'contradiction', 'crisis', 'answer'],
    }).notNull(),
    topic: text('topic', { enum: ['past', 'causes', 'change', 'future'] }).notNull(),
    /** Bank or follow-up key of an interviewer turn (no question twice in a session). */
    questionKey: text('question_key'),
    text: text('text').notNull(),
    /**
     * The language of `text`: the interface language of the request that asked or answered it (a
     * learner may switch mid-session), German for a bank question without a translation (issue 14).
     */
    lang: text('lang', { enum: ['de', 'tr', 'en'] })
      .notNull()
      .default('de'),
    engine: text('engine', { enum: ['offline', 'remote'] }),
    createdAt: createdAt(),
  },
  (t) => [unique('interview_turns_session_seq').on(t.sessionId, t.seq)],
);
