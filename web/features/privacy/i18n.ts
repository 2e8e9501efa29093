import de from '../../../common/i18n/de/privacy.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('privacy', de, {
  en: () => import('../../../common/i18n/en/privacy.json'),
  tr: () => import('../../../common/i18n/tr/privacy.json'),
});
