import de from '../../../common/i18n/de/exam.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('exam', de, {
  en: () => import('../../../common/i18n/en/exam.json'),
  tr: () => import('../../../common/i18n/tr/exam.json'),
});
