import de from '../../../common/i18n/de/interview.json';
import en from '../../../common/i18n/en/interview.json';
import tr from '../../../common/i18n/tr/interview.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('interview', { de, en, tr });
