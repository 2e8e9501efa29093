import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chapterParams,
  chapterProgressResponse,
  chapterQuizParams,
  courseDetailResponse,
  courseListResponse,
  courseParams,
  quizAnswerBody,
  quizAttemptResult,
} from '../../../common/schemas/courses.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { CoursesService } from './courses.service.ts';

/** /api/courses: courses, chapters, chapter quizzes and chapter progress (page key 'courses'). */
export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (app, { courses }) => {
  app.get('/', { schema: { response: { 200: courseListResponse } } }, async (request) => ({
    items: await courses.list(currentUser(request).id, contentLanguage(request)),
  }));

  app.get(
    '/:courseId',
    { schema: { params: courseParams, response: { 200: courseDetailResponse } } },
    (request) => courses.detail(currentUser(request), request.params.courseId, contentLanguage(request)),
  );

  app.post(
    '/quizzes/:quizId/attempt',
    {
      schema: { params: chapterQuizParams, body: quizAnswerBody, response: { 201: quizAttemptResult } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await courses.answer(
            currentUser(request).id,
            request.params.quizId,
            request.body,
            contentLanguage(request),
          ),
        ),
  );

  app.put(
    '/chapters/:chapterId/done',
    { schema: { params: chapterParams, response: { 200: chapterProgressResponse } } },
    (request) => courses.setChapterDone(currentUser(request).id, request.params.chapterId, true),
  );

  app.delete(
    '/chapters/:chapterId/done',
    { schema: { params: chapterParams, response: { 200: chapterProgressResponse } } },
    (request) => courses.setChapterDone(currentUser(request).id, request.params.chapterId, false),
  );
};
