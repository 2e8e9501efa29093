import de from '../../../../common/i18n/de/courses-admin.json';
import { addTranslations } from '../../../lib/i18n.ts';

await addTranslations('courses-admin', de, {
  en: () => import('../../../../common/i18n/en/courses-admin.json'),
  tr: () => import('../../../../common/i18n/tr/courses-admin.json'),
});
