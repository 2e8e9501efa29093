import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyResponse, runBody, runSchema, usageResponse } from '../../../common/schemas/leistungstest.ts';
import { currentUser } from '../../plugins/session.ts';
import type { LeistungstestService } from './leistungstest.service.ts';

/** /api/leistungstest: the learner's own practice runs (page key 'leistungstest', issue 29). */
const learnerRoutes: FastifyPluginAsyncZod<{ leistungstest: LeistungstestService }> = async (
  app,
  { leistungstest },
) => {
  app.get('/runs', { schema: { response: { 200: historyResponse } } }, async (request) => ({
    runs: await leistungstest.history(currentUser(request).id),
  }));

  app.post('/runs', { schema: { body: runBody, response: { 201: runSchema } } }, async (request, reply) =>
    reply.status(201).send(await leistungstest.save(currentUser(request).id, request.body)),
  );
};

/** /api/admin/leistungstest: how much the practice is used, counts only (issue 29). */
const adminRoutes: FastifyPluginAsyncZod<{
  leistungstest: LeistungstestService;
}> = async (app, { leistungstest }) => {
  app.get('/usage', { schema: { response: { 200: usageResponse } } }, () => leistungstest.usage());
};

/** Both route sets with their prefixes, registered by the composition root in one call. */
export const leistungstestRoutes: FastifyPluginAsyncZod<{ leistungstest: LeistungstestService }> = async (
  app,
  { leistungstest },
) => {
  await app.register(learnerRoutes, { prefix: '/api/leistungstest', leistungstest });
  await app.register(adminRoutes, { prefix: '/api/admin/leistungstest', leistungstest });
};
