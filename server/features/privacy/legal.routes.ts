import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { legalParams, legalResponse } from '../../../common/schemas/legal.ts';
import { contentLanguage } from '../../plugins/content-language.ts';
import type { LegalPages } from './legal.ts';

/** /api/legal/:page — Impressum, privacy notice, accessibility statement; public (no sign-in). */
export const legalRoutes: FastifyPluginAsyncZod<{ legal: LegalPages }> = async (app, { legal }) => {
  app.get('/:page', { schema: { params: legalParams, response: { 200: legalResponse } } }, async (request) =>
    legal.get(request.params.page, contentLanguage(request)),
  );
};
