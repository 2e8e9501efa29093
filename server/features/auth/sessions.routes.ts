import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionList, sessionParams } from '../../../common/schemas/sessions.ts';
import type { Db } from '../../db/client.ts';
import { sha256 } from '../../kernel/crypto.ts';
import { AppError, notFound } from '../../kernel/errors.ts';
import { currentUser, SESSION_COOKIE } from '../../plugins/session.ts';
import * as repo from './sessions.repo.ts';

/** The id the list shows: derived from the stored id (itself a hash), so it opens nothing. */
const publicId = (storedId: string) => sha256(`session-list:${storedId}`).slice(0, 32);

/**
 * /api/settings/sessions — the signed-in user's own sessions (issue 26): which browsers are signed
 * in, from which network, since when and last used when; sign out one of them or all others.
 * Each answer is the new list.
 */
export const sessionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const currentId = (cookie: string | undefined) => (cookie ? sha256(cookie) : '');

  const list = async (userId: string, current: string) => ({
    items: (await repo.sessionsOf(db, userId)).map((row) => ({
      id: publicId(row.id),
      device: row.device,
      network: row.network,
      signedInAt: row.createdAt.toISOString(),
      lastUsedAt: row.lastSeenAt.toISOString(),
      current: row.id === current,
    })),
  });

  app.get('/', { schema: { response: { 200: sessionList } } }, async (request) =>
    list(currentUser(request).id, currentId(request.cookies[SESSION_COOKIE])),
  );

  app.delete(
    '/:id',
    { schema: { params: sessionParams, response: { 200: sessionList } } },
    async (request) => {
      const user = currentUser(request);
      const current = currentId(request.cookies[SESSION_COOKIE]);
      const row = (await repo.sessionsOf(db, user.id)).find((r) => publicId(r.id) === request.params.id);
      if (!row) throw notFound();
      if (row.id === current)
        throw new AppError('conflict', 409, 'this session', 'Dieses Gerät melden Sie mit „Abmelden“ ab.');
      if (!(await repo.endSession(db, user.id, row.id))) throw notFound();
      return list(user.id, current);
    },
  );

  app.post('/end-others', { schema: { response: { 200: sessionList } } }, async (request) => {
    const user = currentUser(request);
    const current = currentId(request.cookies[SESSION_COOKIE]);
    await repo.endOthers(db, user.id, current);
    return list(user.id, current);
  });
};
