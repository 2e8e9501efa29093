import de from '../../../common/i18n/de/case.json';
import en from '../../../common/i18n/en/case.json';
import tr from '../../../common/i18n/tr/case.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('case', { de, en, tr });
