import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caseResponse, caseWorkbookSchema } from '../../../common/schemas/case.ts';
import { currentUser } from '../../plugins/session.ts';
import type { CaseService } from './case.service.ts';

/** /api/case: the signed-in learner's own workbook ('Mein MPU-Fall', session only: decision 013). */
export const caseRoutes: FastifyPluginAsyncZod<{ workbook: CaseService }> = async (app, { workbook }) => {
  app.get('/', { schema: { response: { 200: caseResponse } } }, (request) =>
    workbook.get(currentUser(request).id),
  );

  app.put('/', { schema: { body: caseWorkbookSchema, response: { 200: caseResponse } } }, (request) =>
    workbook.save(currentUser(request).id, request.body),
  );
};
