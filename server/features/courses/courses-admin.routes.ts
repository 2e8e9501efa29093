import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createdResponse, idParams, okResponse } from '../../../common/schemas/common.ts';
import {
  adminCoursesResponse,
  chapterBody,
  chapterQuizBody,
  courseBody,
  orderBody,
} from '../../../common/schemas/courses.ts';

import type { CoursesAdminService } from './courses-admin.service.ts';

const ok = { ok: true as const };
const created = { 201: createdResponse };
const done = { 200: okResponse };

/** /api/admin/courses: course, chapter and chapter-quiz management (admins only). */
export const coursesAdminRoutes: FastifyPluginAsyncZod<{ admin: CoursesAdminService }> = async (
  app,
  { admin },
) => {
  const params = { params: idParams };

  app.get('/', { schema: { response: { 200: adminCoursesResponse } } }, async () => ({
    items: await admin.all(),
  }));
  app.post('/', { schema: { body: courseBody, response: created } }, async (request, reply) =>
    reply.status(201).send(await admin.createCourse(request.body)),
  );
  app.put('/order', { schema: { body: orderBody, response: done } }, async (request) => {
    await admin.reorderCourses(request.body.ids);
    return ok;
  });
  app.put('/:id', { schema: { ...params, body: courseBody, response: done } }, async (request) => {
    await admin.updateCourse(request.params.id, request.body);
    return ok;
  });
  app.delete('/:id', { schema: { ...params, response: done } }, async (request) => {
    await admin.deleteCourse(request.params.id);
    return ok;
  });

  app.post(
    '/:id/chapters',
    { schema: { ...params, body: chapterBody, response: created } },
    async (request, reply) =>
      reply.status(201).send(await admin.createChapter(request.params.id, request.body)),
  );
  app.put(
    '/:id/chapters/order',
    { schema: { ...params, body: orderBody, response: done } },
    async (request) => {
      await admin.reorderChapters(request.params.id, request.body.ids);
      return ok;
    },
  );
  app.put('/chapters/:id', { schema: { ...params, body: chapterBody, response: done } }, async (request) => {
    await admin.updateChapter(request.params.id, request.body);
    return ok;
  });
  app.delete('/chapters/:id', { schema: { ...params, response: done } }, async (request) => {
    await admin.deleteChapter(request.params.id);
    return ok;
  });

  app.post(
    '/chapters/:id/quizzes',
    { schema: { ...params, body: chapterQuizBody, response: created } },
    async (request, reply) => reply.status(201).send(await admin.createQuiz(request.params.id, request.body)),
  );
  app.put(
    '/chapters/:id/quizzes/order',
    { schema: { ...params, body: orderBody, response: done } },
    async (request) => {
      await admin.reorderQuizzes(request.params.id, request.body.ids);
      return ok;
    },
  );
  app.put(
    '/quizzes/:id',
    { schema: { ...params, body: chapterQuizBody, response: done } },
    async (request) => {
      await admin.updateQuiz(request.params.id, request.body);
      return ok;
    },
  );
  app.delete('/quizzes/:id', { schema: { ...params, response: done } }, async (request) => {
    await admin.deleteQuiz(request.params.id);
    return ok;
  });
};
