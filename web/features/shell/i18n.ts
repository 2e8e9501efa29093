import deNav from '../../../common/i18n/de/nav.json';
import deShell from '../../../common/i18n/de/shell.json';
import deTour from '../../../common/i18n/de/tour.json';
import enNav from '../../../common/i18n/en/nav.json';
import enShell from '../../../common/i18n/en/shell.json';
import enTour from '../../../common/i18n/en/tour.json';
import trNav from '../../../common/i18n/tr/nav.json';
import trShell from '../../../common/i18n/tr/shell.json';
import trTour from '../../../common/i18n/tr/tour.json';
import { addTranslations } from '../../lib/i18n.ts';

addTranslations('nav', { de: deNav, en: enNav, tr: trNav });
addTranslations('shell', { de: deShell, en: enShell, tr: trShell });
addTranslations('tour', { de: deTour, en: enTour, tr: trTour });
