import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isAdmin } from '../../../common/domain/access.ts';
import { idParams, okResponse } from '../../../common/schemas/common.ts';

import {
  lexiconListResponse,
  lexiconQuery,
  lexiconTerm,
  lexiconTermBody,
} from '../../../common/schemas/lexicon.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { LexiconService } from './lexicon.service.ts';

/** /api/lexicon: the glossary (page key 'lexicon'). */
export const lexiconRoutes: FastifyPluginAsyncZod<{ lexicon: LexiconService }> = async (app, { lexicon }) => {
  app.get(
    '/',
    {
      schema: { querystring: lexiconQuery, response: { 200: lexiconListResponse } },
    },
    // Administrators edit on this page, so they get the German source (decision 028).
    (request) => lexicon.list(request.query, isAdmin(currentUser(request)) ? 'de' : contentLanguage(request)),
  );
};

/** /api/admin/lexicon: writing glossary terms (admins). */
export const lexiconAdminRoutes: FastifyPluginAsyncZod<{ lexicon: LexiconService }> = async (
  app,
  { lexicon },
) => {
  app.post(
    '/',
    { schema: { body: lexiconTermBody, response: { 201: lexiconTerm } } },
    async (request, reply) => reply.status(201).send(await lexicon.create(request.body)),
  );

  app.put(
    '/:id',
    {
      schema: { params: idParams, body: lexiconTermBody, response: { 200: lexiconTerm } },
    },
    (request) => lexicon.update(request.params.id, request.body),
  );

  app.delete('/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await lexicon.remove(request.params.id);
    return { ok: true as const };
  });
};
