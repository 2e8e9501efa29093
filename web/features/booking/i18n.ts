import de from '../../../common/i18n/de/booking.json';
import en from '../../../common/i18n/en/booking.json';
import tr from '../../../common/i18n/tr/booking.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('booking', { de, en, tr });
