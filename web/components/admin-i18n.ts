import de from '../../common/i18n/de/admin.json';
import { addTranslations } from '../lib/i18n.ts';

await addTranslations('admin', de, {
  en: () => import('../../common/i18n/en/admin.json'),
  tr: () => import('../../common/i18n/tr/admin.json'),
});
