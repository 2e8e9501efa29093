import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../common/schemas/common.ts';

import {
  adminQuiz,
  adminQuizzesResponse,
  adminVideo,
  adminVideosResponse,
  quizBody,
  reorderBody,
  sectionBody,
  sectionParams,
  sectionPatchBody,
  sectionResponse,
  videoBody,
  videoParams,
  videoPatchBody,
  videoQuizParams,
} from '../../../common/schemas/videos.ts';
import type { VideoAdminService } from './video-admin.service.ts';

const ok = { ok: true as const };

/** Admin video management (SPEC §2 Video Management, §5, §6); every route admin-only. */
export const videoAdminRoutes: FastifyPluginAsyncZod<{ admin: VideoAdminService }> = async (
  app,
  { admin },
) => {
  app.get('/videos', { schema: { response: { 200: adminVideosResponse } } }, () => admin.overview());

  app.post(
    '/video-sections',
    { schema: { body: sectionBody, response: { 201: sectionResponse } } },
    async (request, reply) => reply.status(201).send(await admin.createSection(request.body)),
  );

  app.put(
    '/video-sections/order',
    { schema: { body: reorderBody, response: { 200: okResponse } } },
    async (request) => {
      await admin.reorderSections(request.body.ids);
      return ok;
    },
  );

  app.patch(
    '/video-sections/:sectionId',
    {
      schema: { params: sectionParams, body: sectionPatchBody, response: { 200: sectionResponse } },
    },
    (request) => admin.updateSection(request.params.sectionId, request.body),
  );

  app.delete(
    '/video-sections/:sectionId',
    { schema: { params: sectionParams, response: { 200: okResponse } } },
    async (request) => {
      await admin.deleteSection(request.params.sectionId);
      return ok;
    },
  );

  app.put(
    '/video-sections/:sectionId/video-order',
    { schema: { params: sectionParams, body: reorderBody, response: { 200: okResponse } } },
    async (request) => {
      await admin.reorderVideos(request.params.sectionId, request.body.ids);
      return ok;
    },
  );

  app.post(
    '/videos',
    { schema: { body: videoBody, response: { 201: adminVideo } } },
    async (request, reply) => reply.status(201).send(await admin.createVideo(request.body)),
  );

  app.patch(
    '/videos/:videoId',
    { schema: { params: videoParams, body: videoPatchBody, response: { 200: adminVideo } } },
    (request) => admin.updateVideo(request.params.videoId, request.body),
  );

  app.delete(
    '/videos/:videoId',
    { schema: { params: videoParams, response: { 200: okResponse } } },
    async (request) => {
      await admin.deleteVideo(request.params.videoId);
      return ok;
    },
  );

  app.get(
    '/videos/:videoId/quizzes',
    { schema: { params: videoParams, response: { 200: adminQuizzesResponse } } },
    async (request) => ({ quizzes: await admin.quizzes(request.params.videoId) }),
  );

  app.post(
    '/videos/:videoId/quizzes',
    { schema: { params: videoParams, body: quizBody, response: { 201: adminQuiz } } },
    async (request, reply) =>
      reply.status(201).send(await admin.createQuiz(request.params.videoId, request.body)),
  );

  app.delete(
    '/video-quizzes/:quizId',
    { schema: { params: videoQuizParams, response: { 200: okResponse } } },
    async (request) => {
      await admin.deleteQuiz(request.params.quizId);
      return ok;
    },
  );
};
