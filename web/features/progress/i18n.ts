import de from '../../../common/i18n/de/progress.json';
import en from '../../../common/i18n/en/progress.json';
import tr from '../../../common/i18n/tr/progress.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('progress', { de, en, tr });
