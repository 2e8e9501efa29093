import de from '../../../common/i18n/de/leistungstest.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('leistungstest', de, {
  en: () => import('../../../common/i18n/en/leistungstest.json'),
  tr: () => import('../../../common/i18n/tr/leistungstest.json'),
});
