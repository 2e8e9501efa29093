import de from '../../../common/i18n/de/videos.json';
import en from '../../../common/i18n/en/videos.json';
import tr from '../../../common/i18n/tr/videos.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('videos', { de, en, tr });
