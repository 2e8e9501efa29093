import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  missingTranslations,
  translationItem,
  translationKindParams,
  translationParams,
  translationsBody,
} from '../../../common/schemas/translations.ts';
import type { TranslationsService } from './translations.service.ts';

/** /api/admin/translations: Turkish and English versions of content items (administrators). */
export const translationsAdminRoutes: FastifyPluginAsyncZod<{ translations: TranslationsService }> = async (
  app,
  { translations },
) => {
  app.get(
    '/:kind',
    { schema: { params: translationKindParams, response: { 200: missingTranslations } } },
    (request) => translations.missing(request.params.kind),
  );

  app.get(
    '/:kind/:id',
    { schema: { params: translationParams, response: { 200: translationItem } } },
    (request) => translations.get(request.params.kind, request.params.id),
  );

  app.put(
    '/:kind/:id',
    { schema: { params: translationParams, body: translationsBody, response: { 200: translationItem } } },
    (request) => translations.save(request.params.kind, request.params.id, request.body),
  );
};
