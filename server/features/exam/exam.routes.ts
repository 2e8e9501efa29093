import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, numberedPageQuery } from '../../../common/schemas/common.ts';
import {
  activityResponse,
  answerBody,
  answerResponse,
  hubResponse,
  quizQuery,
  quizResponse,
} from '../../../common/schemas/exam.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { ExamService } from './exam.service.ts';

/** Learner routes under /api/exam; page key 'courses' (SPEC §6) on every one. */
export const examRoutes: FastifyPluginAsyncZod<{ exam: ExamService }> = async (app, { exam }) => {
  app.get('/hub', { schema: { response: { 200: hubResponse } } }, (request) =>
    exam.hub(currentUser(request), contentLanguage(request)),
  );

  app.get(
    '/activity',
    { schema: { querystring: numberedPageQuery, response: { 200: activityResponse } } },
    (request) => exam.activity(currentUser(request), request.query.page, contentLanguage(request)),
  );

  app.get('/quiz', { schema: { querystring: quizQuery, response: { 200: quizResponse } } }, (request) =>
    exam.quiz(currentUser(request), request.query, contentLanguage(request)),
  );

  app.post(
    '/questions/:id/answer',
    { schema: { params: idParams, body: answerBody, response: { 200: answerResponse } } },
    (request) => exam.answer(currentUser(request), request.params.id, request.body, contentLanguage(request)),
  );
};
