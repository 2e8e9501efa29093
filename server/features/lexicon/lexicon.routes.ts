import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../common/schemas/errors.ts';
import {
  idParams,
  lexiconListResponse,
  lexiconQuery,
  lexiconTerm,
  lexiconTermBody,
} from '../../../common/schemas/lexicon.ts';
import type { LexiconService } from './lexicon.service.ts';

/** /api/lexicon: the glossary (page key 'lexicon'); writes for admins only. */
export const lexiconRoutes: FastifyPluginAsyncZod<{ lexicon: LexiconService }> = async (app, { lexicon }) => {
  app.get(
    '/',
    {
      onRequest: app.guard.page('lexicon'),
      schema: { querystring: lexiconQuery, response: { 200: lexiconListResponse } },
    },
    (request) => lexicon.list(request.query),
  );

  app.post(
    '/',
    { onRequest: app.guard.admin, schema: { body: lexiconTermBody, response: { 201: lexiconTerm } } },
    async (request, reply) => reply.status(201).send(await lexicon.create(request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: app.guard.admin,
      schema: { params: idParams, body: lexiconTermBody, response: { 200: lexiconTerm } },
    },
    (request) => lexicon.update(request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { onRequest: app.guard.admin, schema: { params: idParams, response: { 200: okResponse } } },
    async (request) => {
      await lexicon.remove(request.params.id);
      return { ok: true as const };
    },
  );
};
