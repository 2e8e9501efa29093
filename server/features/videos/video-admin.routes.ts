import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '../../../common/schemas/errors.ts';
import {
  adminQuiz,
  adminQuizzesResponse,
  adminVideo,
  adminVideosResponse,
  quizBody,
  quizParams,
  reorderBody,
  sectionBody,
  sectionParams,
  sectionPatchBody,
  sectionResponse,
  videoBody,
  videoParams,
  videoPatchBody,
} from '../../../common/schemas/videos.ts';
import type { VideoAdminService } from './video-admin.service.ts';

const ok = { ok: true as const };

/** Admin video management (SPEC §2 Video Management, §5, §6); every route admin-only. */
export const videoAdminRoutes: FastifyPluginAsyncZod<{ admin: VideoAdminService }> = async (
  app,
  { admin },
) => {
  const onRequest = app.guard.admin;

  app.get('/videos', { onRequest, schema: { response: { 200: adminVideosResponse } } }, () =>
    admin.overview(),
  );

  app.post(
    '/video-sections',
    { onRequest, schema: { body: sectionBody, response: { 201: sectionResponse } } },
    async (request, reply) => reply.status(201).send(await admin.createSection(request.body)),
  );

  app.put(
    '/video-sections/order',
    { onRequest, schema: { body: reorderBody, response: { 200: okResponse } } },
    async (request) => {
      await admin.reorderSections(request.body.ids);
      return ok;
    },
  );

  app.patch(
    '/video-sections/:sectionId',
    {
      onRequest,
      schema: { params: sectionParams, body: sectionPatchBody, response: { 200: sectionResponse } },
    },
    (request) => admin.updateSection(request.params.sectionId, request.body),
  );

  app.delete(
    '/video-sections/:sectionId',
    { onRequest, schema: { params: sectionParams, response: { 200: okResponse } } },
    async (request) => {
      await admin.deleteSection(request.params.sectionId);
      return ok;
    },
  );

  app.put(
    '/video-sections/:sectionId/video-order',
    { onRequest, schema: { params: sectionParams, body: reorderBody, response: { 200: okResponse } } },
    async (request) => {
      await admin.reorderVideos(request.params.sectionId, request.body.ids);
      return ok;
    },
  );

  app.post(
    '/videos',
    { onRequest, schema: { body: videoBody, response: { 201: adminVideo } } },
    async (request, reply) => reply.status(201).send(await admin.createVideo(request.body)),
  );

  app.patch(
    '/videos/:videoId',
    { onRequest, schema: { params: videoParams, body: videoPatchBody, response: { 200: adminVideo } } },
    (request) => admin.updateVideo(request.params.videoId, request.body),
  );

  app.delete(
    '/videos/:videoId',
    { onRequest, schema: { params: videoParams, response: { 200: okResponse } } },
    async (request) => {
      await admin.deleteVideo(request.params.videoId);
      return ok;
    },
  );

  app.get(
    '/videos/:videoId/quizzes',
    { onRequest, schema: { params: videoParams, response: { 200: adminQuizzesResponse } } },
    async (request) => ({ quizzes: await admin.quizzes(request.params.videoId) }),
  );

  app.post(
    '/videos/:videoId/quizzes',
    { onRequest, schema: { params: videoParams, body: quizBody, response: { 201: adminQuiz } } },
    async (request, reply) =>
      reply.status(201).send(await admin.createQuiz(request.params.videoId, request.body)),
  );

  app.delete(
    '/video-quizzes/:quizId',
    { onRequest, schema: { params: quizParams, response: { 200: okResponse } } },
    async (request) => {
      await admin.deleteQuiz(request.params.quizId);
      return ok;
    },
  );
};
