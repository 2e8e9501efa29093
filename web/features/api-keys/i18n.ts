import de from '../../../common/i18n/de/apiKeys.json';
import en from '../../../common/i18n/en/apiKeys.json';
import tr from '../../../common/i18n/tr/apiKeys.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('apiKeys', { de, en, tr });
