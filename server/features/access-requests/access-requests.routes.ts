import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessDecision,
  accessDecisionBody,
  accessRequestBody,
  ownAccessRequests,
  pendingAccessRequests,
} from '../../../common/schemas/access-requests.ts';
import { idParams } from '../../../common/schemas/common.ts';
import { currentUser } from '../../plugins/session.ts';
import { setPermissions } from '../users/users.repo.ts';
import { type AccessRequestsService, createAccessRequestsService } from './access-requests.service.ts';

/** /api/access-requests — the signed-in learner's own requests for locked pages (issue 28). */
export const accessRequestsRoutes: FastifyPluginAsyncZod<{ accessRequests: AccessRequestsService }> = async (
  app,
  { accessRequests },
) => {
  app.get('/', { schema: { response: { 200: ownAccessRequests } } }, async (request) => ({
    requests: await accessRequests.mine(currentUser(request).id),
  }));

  app.post(
    '/',
    { schema: { body: accessRequestBody, response: { 200: ownAccessRequests, 201: ownAccessRequests } } },
    async (request, reply) => {
      const user = currentUser(request);
      request.auditTarget = user.id;
      const { created, requests } = await accessRequests.request(user, request.body.page);
      return reply.status(created ? 201 : 200).send({ requests });
    },
  );
};

/** /api/admin/access-requests — the open requests, and the one-click decision (audited). */
export const accessRequestsAdminRoutes: FastifyPluginAsyncZod<{
  accessRequests: AccessRequestsService;
}> = async (app, { accessRequests }) => {
  app.get('/', { schema: { response: { 200: pendingAccessRequests } } }, () => accessRequests.pending());

  app.post(
    '/:id/decision',
    { schema: { params: idParams, body: accessDecisionBody, response: { 200: accessDecision } } },
    async (request) => {
      const { userId, ...decided } = await accessRequests.decide(
        currentUser(request).id,
        request.params.id,
        request.body.decision,
      );
      // The audit log names the learner whose page opened, not the request's own id.
      request.auditTarget = userId;
      return decided;
    },
  );
};

/** Composes the service (the permission write is the user management's) and registers both route sets. */
export async function registerAccessRequests(
  app: FastifyInstance,
  deps: Omit<Parameters<typeof createAccessRequestsService>[0], 'setPermissions'>,
) {
  const accessRequests = createAccessRequestsService({ ...deps, setPermissions });
  await app.register(accessRequestsRoutes, { prefix: '/api/access-requests', accessRequests });
  await app.register(accessRequestsAdminRoutes, { prefix: '/api/admin/access-requests', accessRequests });
}
