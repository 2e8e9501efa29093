import { canUse } from '../../../common/domain/access.ts';
import { joinName } from '../../../common/domain/counsellor.ts';
import type { PageKey } from '../../../common/domain/pages.ts';
import { paths } from '../../../common/paths.ts';
import {
  ACCESS_REQUESTS_SHOWN,
  type OwnAccessRequest,
  type PendingAccessRequests,
} from '../../../common/schemas/access-requests.ts';
import type { Db } from '../../db/client.ts';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { areaName, renderMail } from '../../integrations/mail/templates.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import type { SessionUser } from '../../kernel/session-user.ts';
import * as repo from './access-requests.repo.ts';

/**
 * "Zugang anfragen" (issue 28, decision 072): a learner asks for a locked page; every administrator
 * hears of it (the bell, and a mail through the outbox) and grants or declines it in one click.
 * Granting opens the page (the same permission row the user management writes).
 */
export function createAccessRequestsService(deps: {
  db: Db;
  appUrl: string;
  mailer: { enqueue: (message: MailMessage, db?: Db) => Promise<void> };
  pagesOf: (user: SessionUser) => Promise<PageKey[]>;
  setPermissions: (db: Db, userId: string, permissions: Partial<Record<PageKey, boolean>>) => Promise<void>;
}) {
  const { db, appUrl, mailer, pagesOf, setPermissions } = deps;

  async function mine(userId: string): Promise<OwnAccessRequest[]> {
    return (await repo.ownRequests(db, userId)).map((row) => ({
      page: row.page,
      state: row.state,
      createdAt: row.createdAt.toISOString(),
      decidedAt: row.decidedAt?.toISOString() ?? null,
    }));
  }

  return {
    mine,

    /**
     * Asks for the page. Refused when it is open already; repeated while open or after a decline it
     * changes nothing and sends nothing (one request per learner and page).
     */
    async request(
      user: SessionUser,
      page: PageKey,
    ): Promise<{ created: boolean; requests: OwnAccessRequest[] }> {
      if (canUse({ role: user.role, pages: await pagesOf(user) }, page)) throw alreadyOpen();
      const created = await db.transaction(async (tx) => {
        const opened = await repo.openRequest(tx, user.id, page);
        if (!opened) return false;
        const vars = { email: user.email, area: areaName('de', page), link: `${appUrl}${paths.admin}` };
        for (const to of await repo.adminAddresses(tx))
          await mailer.enqueue(renderMail('de', 'accessRequest', to, vars), tx);
        return true;
      });
      return { created, requests: await mine(user.id) };
    },

    async pending(): Promise<PendingAccessRequests> {
      const { rows, total } = await repo.pending(db, ACCESS_REQUESTS_SHOWN);
      return {
        requests: rows.map((row) => ({
          id: row.id,
          page: row.page,
          createdAt: row.createdAt.toISOString(),
          user: {
            id: row.userId,
            email: row.email,
            name: joinName({ firstName: row.firstName ?? '', lastName: row.lastName ?? '' }) || null,
          },
        })),
        total,
      };
    },

    /** Grants (opens the page) or declines an open request; returns the learner's id for the audit log. */
    async decide(adminId: string, id: string, decision: 'granted' | 'declined') {
      return db.transaction(async (tx) => {
        const row = await repo.lockRequest(tx, id);
        if (!row) throw notFound();
        if (row.state !== 'pending') throw alreadyDecided();
        await repo.decide(tx, id, decision, adminId);
        if (decision === 'granted') await setPermissions(tx, row.userId, { [row.page]: true });
        return { id, state: decision, userId: row.userId };
      });
    },
  };
}

export type AccessRequestsService = ReturnType<typeof createAccessRequestsService>;

const alreadyOpen = () =>
  new AppError(
    'conflict',
    409,
    'the page is open already',
    'Dieser Bereich ist für Sie schon freigeschaltet.',
  );
const alreadyDecided = () =>
  new AppError(
    'conflict',
    409,
    'the request was decided already',
    'Über diese Anfrage wurde schon entschieden.',
  );
