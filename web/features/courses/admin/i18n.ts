import de from '../../../../common/i18n/de/courses-admin.json';
import en from '../../../../common/i18n/en/courses-admin.json';
import tr from '../../../../common/i18n/tr/courses-admin.json';
import { addTranslations } from '../../../lib/i18n.ts';

addTranslations('courses-admin', { de, en, tr });
