import deNav from '../../../common/i18n/de/nav.json';
import deShell from '../../../common/i18n/de/shell.json';
import { addTranslations } from '../../lib/i18n.ts';

// The tour's texts come with the tour's own chunk (tour-i18n.ts), not with the shell.
await Promise.all([
  addTranslations('nav', deNav, {
    en: () => import('../../../common/i18n/en/nav.json'),
    tr: () => import('../../../common/i18n/tr/nav.json'),
  }),
  addTranslations('shell', deShell, {
    en: () => import('../../../common/i18n/en/shell.json'),
    tr: () => import('../../../common/i18n/tr/shell.json'),
  }),
]);
