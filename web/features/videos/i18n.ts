import de from '../../../common/i18n/de/videos.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('videos', de, {
  en: () => import('../../../common/i18n/en/videos.json'),
  tr: () => import('../../../common/i18n/tr/videos.json'),
});
