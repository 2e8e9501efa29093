import de from '../../../common/i18n/de/courses.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('courses', de, {
  en: () => import('../../../common/i18n/en/courses.json'),
  tr: () => import('../../../common/i18n/tr/courses.json'),
});
