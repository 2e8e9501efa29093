import de from '../../../common/i18n/de/reminders.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('reminders', de, {
  en: () => import('../../../common/i18n/en/reminders.json'),
  tr: () => import('../../../common/i18n/tr/reminders.json'),
});
