import de from '../../../common/i18n/de/apiKeys.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('apiKeys', de, {
  en: () => import('../../../common/i18n/en/apiKeys.json'),
  tr: () => import('../../../common/i18n/tr/apiKeys.json'),
});
