import de from '../../../common/i18n/de/interview.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('interview', de, {
  en: () => import('../../../common/i18n/en/interview.json'),
  tr: () => import('../../../common/i18n/tr/interview.json'),
});
