import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  counsellorLearner,
  counsellorLearnerList,
  learnerParams,
} from '../../../common/schemas/counsellor.ts';
import { currentUser } from '../../plugins/session.ts';
import type { CounsellorService } from './counsellor.service.ts';

/** /api/counsellor — counsellors only (the access table), and only their assigned learners. */
export const counsellorRoutes: FastifyPluginAsyncZod<{ counsellor: CounsellorService }> = async (
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
};
