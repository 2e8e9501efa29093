import de from '../../../common/i18n/de/promille.json';
import en from '../../../common/i18n/en/promille.json';
import tr from '../../../common/i18n/tr/promille.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('promille', { de, en, tr });
