import de from '../../../common/i18n/de/access-requests.json';
import { addTranslations } from '../../lib/i18n.ts';

// Shown on a locked page and in the admins' bell, so loaded with the shell, not with a page.
// German comes with it; Turkish and English load in that language (decision 075).
await addTranslations('access-requests', de, {
  en: () => import('../../../common/i18n/en/access-requests.json'),
  tr: () => import('../../../common/i18n/tr/access-requests.json'),
});
