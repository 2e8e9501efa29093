import { z } from 'zod';
import { LEGAL_PAGES } from '../domain/privacy.ts';
import { LANGUAGES } from '../i18n/languages.ts';

export const legalParams = z.object({ page: z.enum(LEGAL_PAGES) });
/** `lang`: the language of `markdown` — German unless the operator provides a translation. */
export const legalResponse = z.object({
  page: z.enum(LEGAL_PAGES),
  markdown: z.string(),
  lang: z.enum(LANGUAGES),
});
export type LegalResponse = z.infer<typeof legalResponse>;
