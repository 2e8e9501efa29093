import de from '../../../common/i18n/de/case.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('case', de, {
  en: () => import('../../../common/i18n/en/case.json'),
  tr: () => import('../../../common/i18n/tr/case.json'),
});
