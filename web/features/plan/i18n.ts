import de from '../../../common/i18n/de/plan.json';
import en from '../../../common/i18n/en/plan.json';
import tr from '../../../common/i18n/tr/plan.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('plan', { de, en, tr });
