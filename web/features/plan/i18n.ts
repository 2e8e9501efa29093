import de from '../../../common/i18n/de/plan.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('plan', de, {
  en: () => import('../../../common/i18n/en/plan.json'),
  tr: () => import('../../../common/i18n/tr/plan.json'),
});
