import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponse } from '../../../common/schemas/courses.ts';
import { okResponse } from '../../../common/schemas/errors.ts';
import { newsBody, newsListResponse, newsParams, unreadNewsResponse } from '../../../common/schemas/news.ts';
import { currentUser } from '../../plugins/session.ts';
import type { NewsService } from './news.service.ts';

const ok = { ok: true as const };

/** /api/news (page key 'news'); writes for admins only. */
export const newsRoutes: FastifyPluginAsyncZod<{ news: NewsService }> = async (app, { news }) => {
  const guard = app.guard.page('news');

  app.get('/', { onRequest: guard, schema: { response: { 200: newsListResponse } } }, async (request) => ({
    items: await news.list(currentUser(request)),
  }));

  app.get('/unread', { onRequest: guard, schema: { response: { 200: unreadNewsResponse } } }, (request) =>
    news.unread(currentUser(request)),
  );

  app.post(
    '/:id/read',
    { onRequest: guard, schema: { params: newsParams, response: { 200: okResponse } } },
    async (request) => {
      await news.markRead(currentUser(request), request.params.id);
      return ok;
    },
  );

  app.post(
    '/',
    { onRequest: app.guard.admin, schema: { body: newsBody, response: { 201: createdResponse } } },
    async (request, reply) => reply.status(201).send(await news.create(currentUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: app.guard.admin,
      schema: { params: newsParams, body: newsBody, response: { 200: okResponse } },
    },
    async (request) => {
      await news.update(request.params.id, request.body);
      return ok;
    },
  );

  app.delete(
    '/:id',
    { onRequest: app.guard.admin, schema: { params: newsParams, response: { 200: okResponse } } },
    async (request) => {
      await news.remove(request.params.id);
      return ok;
    },
  );
};
