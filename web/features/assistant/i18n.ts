import de from '../../../common/i18n/de/assistant.json';
import en from '../../../common/i18n/en/assistant.json';
import tr from '../../../common/i18n/tr/assistant.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('assistant', { de, en, tr });
