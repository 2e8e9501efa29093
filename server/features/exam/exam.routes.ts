import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityQuery,
  activityResponse,
  answerBody,
  answerParams,
  answerResponse,
  hubResponse,
  quizQuery,
  quizResponse,
} from '../../../common/schemas/exam.ts';
import { currentUser } from '../../plugins/session.ts';
import type { ExamService } from './exam.service.ts';

/** Learner routes under /api/exam; page key 'courses' (SPEC §6) on every one. */
export const examRoutes: FastifyPluginAsyncZod<{ exam: ExamService }> = async (app, { exam }) => {
  // onRequest: the guard runs before the body is parsed or validated (anonymous → 401, not 400).
  const onRequest = app.guard.page('courses');

  app.get('/hub', { onRequest, schema: { response: { 200: hubResponse } } }, (request) =>
    exam.hub(currentUser(request)),
  );

  app.get(
    '/activity',
    { onRequest, schema: { querystring: activityQuery, response: { 200: activityResponse } } },
    (request) => exam.activity(currentUser(request), request.query.page),
  );

  app.get(
    '/quiz',
    { onRequest, schema: { querystring: quizQuery, response: { 200: quizResponse } } },
    (request) => exam.quiz(currentUser(request), request.query),
  );

  app.post(
    '/questions/:id/answer',
    { onRequest, schema: { params: answerParams, body: answerBody, response: { 200: answerResponse } } },
    (request) => exam.answer(currentUser(request), request.params.id, request.body),
  );
};
