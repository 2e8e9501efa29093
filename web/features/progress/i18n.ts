import de from '../../../common/i18n/de/progress.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('progress', de, {
  en: () => import('../../../common/i18n/en/progress.json'),
  tr: () => import('../../../common/i18n/tr/progress.json'),
});
