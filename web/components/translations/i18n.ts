import de from '../../../common/i18n/de/translations.json';
import en from '../../../common/i18n/en/translations.json';
import tr from '../../../common/i18n/tr/translations.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('translations', { de, en, tr });
