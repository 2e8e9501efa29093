import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiKeyCreate,
  apiKeyCreated,
  apiKeyItem,
  apiKeyList,
  apiKeyPatch,
} from '../../../common/schemas/api-keys.ts';
import { idParams, okResponse } from '../../../common/schemas/common.ts';

import type { ApiKeysService } from './api-keys.service.ts';

/** /api/admin/api-keys — admins only. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ apiKeys: ApiKeysService; serviceName: string }> = async (
  app,
  { apiKeys, serviceName },
) => {
  app.get('/', { schema: { response: { 200: apiKeyList } } }, async () => ({
    serviceName,
    keys: await apiKeys.list(),
  }));

  app.post(
    '/',
    { schema: { body: apiKeyCreate, response: { 201: apiKeyCreated } } },
    async (request, reply) => reply.status(201).send(await apiKeys.create(request.body)),
  );

  // The key is shown once; a lost key is replaced, never revealed (decision 018).
  app.post(
    '/:id/rotate',
    { schema: { params: idParams, response: { 200: apiKeyCreated } } },
    async (request) => apiKeys.rotate(request.params.id),
  );

  app.patch(
    '/:id',
    { schema: { params: idParams, body: apiKeyPatch, response: { 200: apiKeyItem } } },
    async (request) => apiKeys.setActive(request.params.id, request.body.isActive),
  );

  app.delete('/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await apiKeys.remove(request.params.id);
    return { ok: true as const };
  });
};
