import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  learnerQuery,
  learnerState,
  learnerUpsert,
  learnerUpserted,
} from '../../../common/schemas/integration.ts';
import { AppError } from '../../kernel/errors.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import type { ApiKeysService } from '../api-keys/api-keys.service.ts';
import type { IntegrationService } from './integration.service.ts';

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** /api/integration/v1 — for the CRM, authenticated by an active, unexpired API key. */
export const integrationRoutes: FastifyPluginAsyncZod<{
  apiKeys: ApiKeysService;
  integration: IntegrationService;
  limiter: RateLimiter;
}> = async (app, { apiKeys, integration, limiter }) => {
  app.addHook('onRequest', async (request) => {
    const key = bearer(request.headers.authorization) ?? (request.headers['x-api-key'] as string | undefined);
    if (!key) throw new AppError('unauthorized', 401);
    await limiter.hit(`integration:${request.ip}`, 600, 60);
    const found = await apiKeys.authenticate(key);
    if (!found) throw new AppError('unauthorized', 401);
    request.apiKeyName = found.name; // for the audit log
  });

  app.put(
    '/learners',
    { schema: { body: learnerUpsert, response: { 200: learnerUpserted, 201: learnerUpserted } } },
    async (request, reply) => {
      const result = await integration.upsertLearner(request.body);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );

  app.get(
    '/learners',
    { schema: { querystring: learnerQuery, response: { 200: learnerState } } },
    async (request) => integration.learnerState(request.query.email),
  );
};
