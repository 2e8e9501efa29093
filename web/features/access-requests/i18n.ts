import de from '../../../common/i18n/de/access-requests.json';
import en from '../../../common/i18n/en/access-requests.json';
import tr from '../../../common/i18n/tr/access-requests.json';
import { addTranslations } from '../../lib/i18n.ts';

// Shown on a locked page and in the admins' bell, so loaded with the shell, not with a page.
addTranslations('access-requests', { de, en, tr });
