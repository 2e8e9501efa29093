import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponse, idParams, okResponse } from '../../../common/schemas/common.ts';

import { newsBody, newsListResponse, unreadNewsResponse } from '../../../common/schemas/news.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { NewsService } from './news.service.ts';

const ok = { ok: true as const };

/** /api/news (page key 'news'): the list, the bell, read marks. */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  app.get('/', { schema: { response: { 200: newsListResponse } } }, async (request) => ({
    items: await news.list(currentUser(request), contentLanguage(request)),
  }));

  app.get('/unread', { schema: { response: { 200: unreadNewsResponse } } }, (request) =>
    news.unread(currentUser(request), contentLanguage(request)),
  );

  app.post('/:id/read', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await news.markRead(currentUser(request), request.params.id);
    return ok;
  });
};

/** /api/admin/news: writing news (admins). */
export const newsAdminRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  app.post('/', { schema: { body: newsBody, response: { 201: createdResponse } } }, async (request, reply) =>
    reply.status(201).send(await news.create(currentUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: { params: idParams, body: newsBody, response: { 200: okResponse } },
    },
    async (request) => {
      await news.update(request.params.id, request.body);
      return ok;
    },
  );

  app.delete('/:id', { schema: { params: idParams, response: { 200: okResponse } } }, async (request) => {
    await news.remove(request.params.id);
    return ok;
  });
};
