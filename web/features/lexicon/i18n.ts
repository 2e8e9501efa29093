import de from '../../../common/i18n/de/lexicon.json';
import en from '../../../common/i18n/en/lexicon.json';
import tr from '../../../common/i18n/tr/lexicon.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('lexicon', { de, en, tr });
