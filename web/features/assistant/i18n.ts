import de from '../../../common/i18n/de/assistant.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('assistant', de, {
  en: () => import('../../../common/i18n/en/assistant.json'),
  tr: () => import('../../../common/i18n/tr/assistant.json'),
});
