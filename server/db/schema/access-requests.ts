import { index, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCESS_REQUEST_STATES } from '../../../common/domain/access-requests.ts';
import { createdAt, id } from './columns.ts';
import { pageKeyEnum } from './enums.ts';
import { profiles } from './users.ts';

export const accessRequestStateEnum = pgEnum('access_request_state', ACCESS_REQUEST_STATES);

/**
 * "Zugang anfragen" (issue 28, decision 072): a learner asks for one locked page. One row per
 * learner and page, so a request cannot be repeated while it is open or after it was declined;
 * `decided_by` is the admin who granted or declined it (null while pending or once that account is gone).
 */
export const accessRequests = pgTable(
  'access_requests',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    page: pageKeyEnum('page').notNull(),
    state: accessRequestStateEnum('state').notNull().default('pending'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('access_requests_user_page_idx').on(t.userId, t.page),
    index('access_requests_state_idx').on(t.state, t.createdAt),
  ],
);
