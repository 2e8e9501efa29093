import de from '../../../common/i18n/de/news.json';
import en from '../../../common/i18n/en/news.json';
import tr from '../../../common/i18n/tr/news.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('news', { de, en, tr });
