import de from '../../../common/i18n/de/overview.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('overview', de, {
  en: () => import('../../../common/i18n/en/overview.json'),
  tr: () => import('../../../common/i18n/tr/overview.json'),
});
