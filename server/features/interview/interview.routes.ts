import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../../common/schemas/common.ts';
import {
  aiConsentBody,
  answerBody,
  assessBody,
  interviewSession,
  reportResponse,
  reportTrend,
  startBody,
  trainerState,
  turnAssessment,
} from '../../../common/schemas/interview.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import type { RateLimiter } from '../../plugins/rate-limit.ts';
import { currentUser } from '../../plugins/session.ts';
import type { InterviewService } from './interview.service.ts';

/**
 * /api/trainer: the interview practice ('Übungsgespräch', page key 'exam-trainer', issue 10). Every
 * session and report belongs to one learner; the service checks ownership (404 for others).
 */
export const interviewRoutes: FastifyPluginAsyncZod<{
  interview: InterviewService;
  limiter: RateLimiter;
}> = async (app, { interview, limiter }) => {
  /** Aborts the model request when the browser goes away before the answer is sent. */
  const disconnectSignal = (reply: { raw: NodeJS.EventEmitter & { writableFinished: boolean } }) => {
    const abort = new AbortController();
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) abort.abort();
    });
    return abort.signal;
  };

  app.get('/state', { schema: { response: { 200: trainerState } } }, (request) =>
    interview.state(currentUser(request)),
  );

  app.put('/ai-consent', { schema: { body: aiConsentBody, response: { 200: trainerState } } }, (request) =>
    interview.setConsent(currentUser(request), request.body.aiConsent),
  );

  app.post(
    '/sessions',
    { config: { rateLimited: true }, schema: { body: startBody, response: { 200: interviewSession } } },
    async (request) => {
      const user = currentUser(request);
      await limiter.hit(`interview-start:${user.id}`, 30, 3600);
      return interview.start(user, {
        ...request.body,
        language: contentLanguage(request),
      });
    },
  );

  app.get('/sessions/:id', { schema: { params: idParams, response: { 200: interviewSession } } }, (request) =>
    interview.get(currentUser(request), request.params.id),
  );

  app.post(
    '/sessions/:id/answers',
    {
      config: { rateLimited: true },
      schema: { params: idParams, body: answerBody, response: { 200: interviewSession } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      await limiter.hit(`interview:${user.id}`, 60, 300);
      return interview.answer(
        user,
        request.params.id,
        request.body.text,
        disconnectSignal(reply),
        contentLanguage(request),
      );
    },
  );

  app.post(
    '/sessions/:id/finish',
    { schema: { params: idParams, response: { 200: interviewSession } } },
    (request, reply) =>
      interview.finish(
        currentUser(request),
        request.params.id,
        disconnectSignal(reply),
        contentLanguage(request),
      ),
  );

  app.post(
    '/assess',
    { config: { rateLimited: true }, schema: { body: assessBody, response: { 200: turnAssessment } } },
    async (request) => {
      const user = currentUser(request);
      await limiter.hit(`interview-assess:${user.id}`, 120, 300);
      return interview.assess(user, request.body, contentLanguage(request));
    },
  );

  app.get('/reports', { schema: { response: { 200: reportTrend } } }, (request) =>
    interview.trend(currentUser(request)),
  );

  app.get('/reports/latest', { schema: { response: { 200: reportResponse } } }, (request) =>
    interview.latestReport(currentUser(request)),
  );

  app.get('/reports/:id', { schema: { params: idParams, response: { 200: reportResponse } } }, (request) =>
    interview.report(currentUser(request), request.params.id),
  );
};
