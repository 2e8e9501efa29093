import de from '../../../common/i18n/de/counsellor.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('counsellor', de, {
  en: () => import('../../../common/i18n/en/counsellor.json'),
  tr: () => import('../../../common/i18n/tr/counsellor.json'),
});
