import de from '../../../common/i18n/de/translations.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('translations', de, {
  en: () => import('../../../common/i18n/en/translations.json'),
  tr: () => import('../../../common/i18n/tr/translations.json'),
});
