import { areaOfPage } from '../../../common/domain/access-requests.ts';
import type { MpuType } from '../../../common/domain/mpu.ts';
import type { PageKey } from '../../../common/domain/pages.ts';
import deCommon from '../../../common/i18n/de/common.json' with { type: 'json' };
import deMail from '../../../common/i18n/de/mail.json' with { type: 'json' };
import deNav from '../../../common/i18n/de/nav.json' with { type: 'json' };
import enCommon from '../../../common/i18n/en/common.json' with { type: 'json' };
import enMail from '../../../common/i18n/en/mail.json' with { type: 'json' };
import enNav from '../../../common/i18n/en/nav.json' with { type: 'json' };
import type { Language } from '../../../common/i18n/languages.ts';
import trCommon from '../../../common/i18n/tr/common.json' with { type: 'json' };
import trMail from '../../../common/i18n/tr/mail.json' with { type: 'json' };
import trNav from '../../../common/i18n/tr/nav.json' with { type: 'json' };
import type { MailMessage } from './mailer.ts';

const texts = {
  de: { mail: deMail, common: deCommon, nav: deNav },
  en: { mail: enMail, common: enCommon, nav: enNav },
  tr: { mail: trMail, common: trCommon, nav: trNav },
} as const;

type Template =
  | 'registration'
  | 'verify'
  | 'reset'
  | 'changeEmail'
  | 'invite'
  | 'inviteCounsellor'
  | 'guessing'
  | 'accessRequest';

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function mpuTypeLabel(language: Language, type: MpuType): string {
  return texts[language].common.mpuType[type];
}

/** The name of the area a page key opens, as the navigation shows it ('ai-assistant' → 'KI-Assistent'). */
export function areaName(language: Language, page: PageKey): string {
  return texts[language].nav[areaOfPage(page)];
}

/** A plain-text mail in the user's language (German by default). */
export function renderMail(
  language: Language,
  template: Template,
  to: string,
  vars: Record<string, string | number>,
): MailMessage {
  const { mail } = texts[language];
  const body = fill(mail[template].body, vars);
  return { to, subject: fill(mail[template].subject, vars), text: `${body}\n\n${mail.signature}\n` };
}
