import de from '../../common/i18n/de/admin.json';
import en from '../../common/i18n/en/admin.json';
import tr from '../../common/i18n/tr/admin.json';
import { addTranslations } from '../lib/i18n.ts';

addTranslations('admin', { de, en, tr });
