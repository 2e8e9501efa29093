import de from '../../../common/i18n/de/users.json';
import en from '../../../common/i18n/en/users.json';
import tr from '../../../common/i18n/tr/users.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('users', { de, en, tr });
