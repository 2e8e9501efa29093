import type { FastifyRequest } from 'fastify';
import { fromAcceptLanguage, type Language } from '../../common/i18n/languages.ts';

/**
 * The language a learner reads content in (decision 028): the interface language, which the SPA
 * sends as `Accept-Language` with every API call (`web/lib/api-client.ts`). Only the first tag counts;
 * anything else, or none, is German.
 */
export function contentLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'];
  return fromAcceptLanguage(typeof header === 'string' ? header : undefined);
}
