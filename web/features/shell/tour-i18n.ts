import de from '../../../common/i18n/de/tour.json';
import { addTranslations } from '../../lib/i18n.ts';

// Loaded with the guided tour's chunk (components/shell.tsx), only when the tour runs.
await addTranslations('tour', de, {
  en: () => import('../../../common/i18n/en/tour.json'),
  tr: () => import('../../../common/i18n/tr/tour.json'),
});
