import de from '../../../common/i18n/de/settings.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('settings', de, {
  en: () => import('../../../common/i18n/en/settings.json'),
  tr: () => import('../../../common/i18n/tr/settings.json'),
});
