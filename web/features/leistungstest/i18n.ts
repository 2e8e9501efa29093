import de from '../../../common/i18n/de/leistungstest.json';
import en from '../../../common/i18n/en/leistungstest.json';
import tr from '../../../common/i18n/tr/leistungstest.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('leistungstest', { de, en, tr });
