import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvTemplate } from '../../../common/domain/exam-csv-template.ts';
import { createdResponse, idParams, okResponse } from '../../../common/schemas/common.ts';
import {
  adminCategoriesResponse,
  adminCategoryBody,
  adminQuestionBody,
  adminQuestionsQuery,
  adminQuestionsResponse,
  deleteAllBody,
  deleteAllResponse,
  importBody,
  importResponse,
} from '../../../common/schemas/exam.ts';
import { IMPORT_BODY_LIMIT } from '../../plugins/security.ts';
import type { ExamAdminService } from './admin.service.ts';

/** Admin routes under /api/admin/exam: every one admin-only (SPEC §2, §6). */
export const examAdminRoutes: FastifyPluginAsyncZod<{ admin: ExamAdminService }> = async (app, { admin }) => {
  app.get('/categories', { schema: { response: { 200: adminCategoriesResponse } } }, () =>
    admin.categories(),
  );

  app.post(
    '/categories',
    { schema: { body: adminCategoryBody, response: { 201: createdResponse } } },
    async (request, reply) => reply.status(201).send(await admin.createCategory(request.body)),
  );

  app.get(
    '/questions',
    { schema: { querystring: adminQuestionsQuery, response: { 200: adminQuestionsResponse } } },
    (request) => admin.questions(request.query.categoryId, request.query.page),
  );

  app.post(
    '/questions',
    { schema: { body: adminQuestionBody, response: { 201: createdResponse } } },
    async (request, reply) => reply.status(201).send(await admin.createQuestion(request.body)),
  );

  app.delete(
    '/questions/:id',
    { schema: { params: idParams, response: { 200: okResponse } } },
    async (request) => {
      await admin.deleteQuestion(request.params.id);
      return { ok: true as const };
    },
  );

  app.post('/delete-all', { schema: { body: deleteAllBody, response: { 200: deleteAllResponse } } }, () =>
    admin.deleteAll(),
  );

  app.post(
    '/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: importBody, response: { 200: importResponse } },
    },
    (request) => admin.importCsv(request.body.csv),
  );

  app.get('/template.csv', async (_request, reply) =>
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="pruefungsfragen-vorlage.csv"')
      .send(csvTemplate()),
  );
};
