export { translationsAdminRoutes } from './translations.routes.ts';
export { createTranslationsService, type TranslationsService } from './translations.service.ts';
