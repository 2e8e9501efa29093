import de from '../../../common/i18n/de/news.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('news', de, {
  en: () => import('../../../common/i18n/en/news.json'),
  tr: () => import('../../../common/i18n/tr/news.json'),
});
