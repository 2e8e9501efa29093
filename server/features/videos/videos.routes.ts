import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attemptBody,
  learnerQuizzesResponse,
  libraryResponse,
  progressResponse,
  quizAttempt,
  videoParams,
  videoQuizParams,
} from '../../../common/schemas/videos.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import { currentUser } from '../../plugins/session.ts';
import type { VideoService } from './videos.service.ts';

/** The video library for signed-in users with the page key 'videos' (SPEC §2, §6). */
export const videoRoutes: FastifyPluginAsyncZod<{ videos: VideoService }> = async (app, { videos }) => {
  app.get('/', { schema: { response: { 200: libraryResponse } } }, async (request) =>
    videos.library(currentUser(request), contentLanguage(request)),
  );

  app.get(
    '/:videoId/quizzes',
    { schema: { params: videoParams, response: { 200: learnerQuizzesResponse } } },
    async (request) => ({
      quizzes: await videos.quizzes(currentUser(request), request.params.videoId, contentLanguage(request)),
    }),
  );

  app.post(
    '/:videoId/progress',
    { schema: { params: videoParams, response: { 200: progressResponse } } },
    async (request) => {
      await videos.complete(currentUser(request), request.params.videoId);
      return { completed: true as const };
    },
  );

  app.post(
    '/quizzes/:quizId/attempts',
    {
      schema: { params: videoQuizParams, body: attemptBody, response: { 201: quizAttempt } },
    },
    async (request, reply) => {
      const result = await videos.answer(
        currentUser(request),
        request.params.quizId,
        request.body,
        contentLanguage(request),
      );
      return reply.status(201).send(result);
    },
  );
};
