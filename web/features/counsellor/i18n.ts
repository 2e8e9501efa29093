import de from '../../../common/i18n/de/counsellor.json';
import en from '../../../common/i18n/en/counsellor.json';
import tr from '../../../common/i18n/tr/counsellor.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('counsellor', { de, en, tr });
