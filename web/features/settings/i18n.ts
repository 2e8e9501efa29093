import de from '../../../common/i18n/de/settings.json';
import en from '../../../common/i18n/en/settings.json';
import tr from '../../../common/i18n/tr/settings.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('settings', { de, en, tr });
