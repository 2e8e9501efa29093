import de from '../../../common/i18n/de/reminders.json';
import en from '../../../common/i18n/en/reminders.json';
import tr from '../../../common/i18n/tr/reminders.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('reminders', { de, en, tr });
