import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consentBody, meResponse } from '../../../common/schemas/auth.ts';
import { updateReasonsBody } from '../../../common/schemas/profile.ts';
import { currentUser } from '../../plugins/session.ts';
import type { MeService } from './me.service.ts';

/** The signed-in user's profile, role, reasons and the pages they may open. */
export const meRoutes: FastifyPluginAsyncZod<{ me: MeService }> = async (app, { me }) => {
  app.get('/', { schema: { response: { 200: meResponse } } }, async (request) =>
    me.me(currentUser(request).id),
  );

  app.post('/consent', { schema: { body: consentBody, response: { 200: meResponse } } }, async (request) =>
    me.consent(currentUser(request).id, request.body.version),
  );

  app.put(
    '/reasons',
    { schema: { body: updateReasonsBody, response: { 200: meResponse } } },
    async (request) => me.setReasons(currentUser(request).id, request.body.reasons),
  );
};
