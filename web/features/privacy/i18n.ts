import de from '../../../common/i18n/de/privacy.json';
import en from '../../../common/i18n/en/privacy.json';
import tr from '../../../common/i18n/tr/privacy.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('privacy', { de, en, tr });
