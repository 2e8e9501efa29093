import de from '../../../common/i18n/de/news-bell.json';
import { addTranslations } from '../../lib/i18n.ts';

// The bell's own few texts: it shows in the shell on every page, without the news page's texts.
await addTranslations('news-bell', de, {
  en: () => import('../../../common/i18n/en/news-bell.json'),
  tr: () => import('../../../common/i18n/tr/news-bell.json'),
});
