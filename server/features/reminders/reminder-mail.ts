import type { ReminderItem } from '../../../common/domain/reminders.ts';
import deMail from '../../../common/i18n/de/mail.json' with { type: 'json' };
import de from '../../../common/i18n/de/reminders.json' with { type: 'json' };
import enMail from '../../../common/i18n/en/mail.json' with { type: 'json' };
import en from '../../../common/i18n/en/reminders.json' with { type: 'json' };
import type { Language } from '../../../common/i18n/languages.ts';
import trMail from '../../../common/i18n/tr/mail.json' with { type: 'json' };
import tr from '../../../common/i18n/tr/reminders.json' with { type: 'json' };
import { paths } from '../../../common/paths.ts';

export const reminderTexts = { de, en, tr } as const;
const signatures = { de: deMail.signature, en: enMail.signature, tr: trMail.signature } as const;

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));

/** A German calendar day (YYYY-MM-DD) as the reader's language writes it. */
export function formatDay(language: Language, day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

const LINKS = { dueReviews: paths.review, planStep: paths.plan, inactiveWeek: paths.dashboard } as const;

export type ReminderMail = { subject: string; text: string; headers: Record<string, string> };

/**
 * A reminder in the learner's language (decision 065): what is due, each with its link; the
 * subject and the first line (the preview) name nothing of the case, the reason or health. The
 * unsubscribe link works without sign-in: in the text, and as List-Unsubscribe with
 * List-Unsubscribe-Post for the one-click button of mail programs (RFC 8058).
 */
export function renderReminder(
  language: Language,
  items: readonly ReminderItem[],
  links: { appUrl: string; unsubscribeUrl: string },
): ReminderMail {
  const t = reminderTexts[language].mail;
  const lines = items.map((item) => {
    const link = `${links.appUrl}${LINKS[item.topic]}`;
    const text =
      item.topic === 'dueReviews'
        ? fill(item.count === 1 ? t.dueReviews_one : t.dueReviews_other, { count: item.count })
        : item.topic === 'planStep'
          ? fill(t.planStep, { date: formatDay(language, item.date) })
          : t.inactiveWeek;
    return `• ${text}\n  ${link}`;
  });
  const footer = fill(t.footer, {
    settings: `${links.appUrl}${paths.settings}`,
    unsubscribe: links.unsubscribeUrl,
  });
  return {
    subject: t.subject,
    text: `${t.greeting}\n\n${lines.join('\n\n')}\n\n${footer}\n\n${signatures[language]}\n`,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
