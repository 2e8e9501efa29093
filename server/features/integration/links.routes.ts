import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uuidParams } from '../../../common/schemas/common.ts';
import { crmLinkList } from '../../../common/schemas/crm-links.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../kernel/errors.ts';
import { currentUser } from '../../plugins/session.ts';
import * as links from './links.repo.ts';

const keyParams = uuidParams('keyId');

/**
 * /api/settings/crm-links — the signed-in learner's own links to CRM keys (issue 26): see them,
 * agree to a key's request (also one declined before), decline it or withdraw an agreed link (both
 * remembered as declined). Each answer is the new list.
 */
export const crmLinkRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const list = async (userId: string) => ({
    items: (await links.linksOf(db, userId)).map((row) => ({
      ...row,
      requestedAt: row.requestedAt.toISOString(),
      agreedAt: row.agreedAt?.toISOString() ?? null,
      declinedAt: row.declinedAt?.toISOString() ?? null,
    })),
  });

  app.get('/', { schema: { response: { 200: crmLinkList } } }, async (request) =>
    list(currentUser(request).id),
  );

  app.post(
    '/:keyId/agree',
    { schema: { params: keyParams, response: { 200: crmLinkList } } },
    async (request) => {
      const user = currentUser(request);
      if (!(await links.agree(db, user.id, request.params.keyId))) throw notFound();
      return list(user.id);
    },
  );

  app.delete(
    '/:keyId',
    { schema: { params: keyParams, response: { 200: crmLinkList } } },
    async (request) => {
      const user = currentUser(request);
      if (!(await links.decline(db, user.id, request.params.keyId))) throw notFound();
      return list(user.id);
    },
  );
};
