import de from '../../../common/i18n/de/news-bell.json';
import en from '../../../common/i18n/en/news-bell.json';
import tr from '../../../common/i18n/tr/news-bell.json';
import { addTranslations } from '../../lib/i18n.ts';

// The bell's own few texts: it shows in the shell on every page, without the news page's texts.
addTranslations('news-bell', { de, en, tr });
