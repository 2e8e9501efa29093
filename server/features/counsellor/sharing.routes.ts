import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counsellingState,
  feedbackBody,
  feedbackThread,
  shareBody,
  shareParams,
} from '../../../common/schemas/counsellor.ts';
import { currentUser } from '../../plugins/session.ts';
import type { SharingService } from './sharing.service.ts';

/** /api/counselling — the learner's own side: their counsellor, what they share, the thread. */
export const sharingRoutes: FastifyPluginAsyncZod<{ sharing: SharingService }> = async (app, { sharing }) => {
  app.get('/', { schema: { response: { 200: counsellingState } } }, async (request) =>
    sharing.state(currentUser(request)),
  );

  app.put(
    '/shares/:kind',
    { schema: { params: shareParams, body: shareBody, response: { 200: counsellingState } } },
    async (request) => sharing.setShare(currentUser(request), request.params.kind, request.body.shared),
  );

  app.get('/messages', { schema: { response: { 200: feedbackThread } } }, async (request) =>
    sharing.thread(currentUser(request)),
  );

  app.post(
    '/messages',
    { schema: { body: feedbackBody, response: { 200: feedbackThread } } },
    async (request) => sharing.post(currentUser(request), request.body),
  );

  app.post('/messages/read', { schema: { response: { 200: feedbackThread } } }, async (request) =>
    sharing.read(currentUser(request)),
  );
};
