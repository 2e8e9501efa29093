import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counsellorLearner,
  counsellorLearnerList,
  feedbackBody,
  feedbackThread,
  learnerParams,
  sharedMaterial,
} from '../../../common/schemas/counsellor.ts';
import { currentUser } from '../../plugins/session.ts';
import type { CounsellorService } from './counsellor.service.ts';
import { sharingRoutes } from './sharing.routes.ts';
import type { SharingService } from './sharing.service.ts';

/** Both sides with their prefixes, registered by the composition root in one call. */
export const counsellorRoutes: FastifyPluginAsyncZod<{
  counsellor: CounsellorService;
  sharing: SharingService;
}> = async (app, { counsellor, sharing }) => {
  await app.register(workspaceRoutes, { prefix: '/api/counsellor', counsellor });
  await app.register(sharingRoutes, { prefix: '/api/counselling', sharing });
};

/** /api/counsellor — counsellors only (the access table), and only their assigned learners. */
const workspaceRoutes: FastifyPluginAsyncZod<{ counsellor: CounsellorService }> = async (
  app,
  { counsellor },
) => {
  app.get('/learners', { schema: { response: { 200: counsellorLearnerList } } }, async (request) => ({
    learners: await counsellor.learners(currentUser(request)),
  }));

  app.get(
    '/learners/:learnerId',
    { schema: { params: learnerParams, response: { 200: counsellorLearner } } },
    async (request) => counsellor.learner(currentUser(request), request.params.learnerId),
  );

  app.get(
    '/learners/:learnerId/material',
    { schema: { params: learnerParams, response: { 200: sharedMaterial } } },
    async (request) => counsellor.material(currentUser(request), request.params.learnerId),
  );

  app.get(
    '/learners/:learnerId/messages',
    { schema: { params: learnerParams, response: { 200: feedbackThread } } },
    async (request) => counsellor.thread(currentUser(request), request.params.learnerId),
  );

  app.post(
    '/learners/:learnerId/messages',
    { schema: { params: learnerParams, body: feedbackBody, response: { 200: feedbackThread } } },
    async (request) => counsellor.post(currentUser(request), request.params.learnerId, request.body),
  );

  app.post(
    '/learners/:learnerId/messages/read',
    { schema: { params: learnerParams, response: { 200: feedbackThread } } },
    async (request) => counsellor.read(currentUser(request), request.params.learnerId),
  );
};
