import de from '../../../common/i18n/de/courses.json';
import en from '../../../common/i18n/en/courses.json';
import tr from '../../../common/i18n/tr/courses.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('courses', { de, en, tr });
