import de from '../../../common/i18n/de/promille.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('promille', de, {
  en: () => import('../../../common/i18n/en/promille.json'),
  tr: () => import('../../../common/i18n/tr/promille.json'),
});
