import de from '../../../common/i18n/de/booking.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('booking', de, {
  en: () => import('../../../common/i18n/en/booking.json'),
  tr: () => import('../../../common/i18n/tr/booking.json'),
});
