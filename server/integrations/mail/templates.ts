import type { MpuType } from '../../../common/domain/mpu.ts';
import deCommon from '../../../common/i18n/de/common.json' with { type: 'json' };
import deMail from '../../../common/i18n/de/mail.json' with { type: 'json' };
import enCommon from '../../../common/i18n/en/common.json' with { type: 'json' };
import enMail from '../../../common/i18n/en/mail.json' with { type: 'json' };
import type { Language } from '../../../common/i18n/languages.ts';
import trCommon from '../../../common/i18n/tr/common.json' with { type: 'json' };
import trMail from '../../../common/i18n/tr/mail.json' with { type: 'json' };
import type { MailMessage } from './mailer.ts';

const texts = {
  de: { mail: deMail, common: deCommon },
  en: { mail: enMail, common: enCommon },
  tr: { mail: trMail, common: trCommon },
} as const;

type Template =
  | 'registration'
  | 'verify'
  | 'reset'
  | 'changeEmail'
  | 'invite'
  | 'inviteCounsellor'
  | 'guessing';

function fill(text: string, vars: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

export function mpuTypeLabel(language: Language, type: MpuType): string {
  return texts[language].common.mpuType[type];
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
  return { to, subject: mail[template].subject, text: `${body}\n\n${mail.signature}\n` };
}
