import de from '../../../common/i18n/de/lexicon.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('lexicon', de, {
  en: () => import('../../../common/i18n/en/lexicon.json'),
  tr: () => import('../../../common/i18n/tr/lexicon.json'),
});
