import de from '../../../common/i18n/de/users.json';
import { addTranslations } from '../../lib/i18n.ts';

await addTranslations('users', de, {
  en: () => import('../../../common/i18n/en/users.json'),
  tr: () => import('../../../common/i18n/tr/users.json'),
});
