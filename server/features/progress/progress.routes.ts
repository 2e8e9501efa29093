import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { progressHistory } from '../../../common/schemas/progress.ts';
import { currentUser } from '../../plugins/session.ts';
import type { ProgressService } from './progress.service.ts';

/** /api/progress: the signed-in learner's own daily snapshots (access 'learner'). */
export const progressRoutes: FastifyPluginAsyncZod<{ progress: ProgressService }> = async (
  app,
  { progress },
) => {
  app.get('/', { schema: { response: { 200: progressHistory } } }, (request) =>
    progress.history(currentUser(request).id),
  );
};
