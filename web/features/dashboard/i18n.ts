import de from '../../../common/i18n/de/overview.json';
import en from '../../../common/i18n/en/overview.json';
import tr from '../../../common/i18n/tr/overview.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('overview', { de, en, tr });
