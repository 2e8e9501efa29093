import de from '../../../common/i18n/de/exam.json';
import en from '../../../common/i18n/en/exam.json';
import tr from '../../../common/i18n/tr/exam.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('exam', { de, en, tr });
