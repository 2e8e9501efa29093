import type { Language } from '../../../common/i18n/languages.ts';
import { paths } from '../../../common/paths.ts';
import { reminderTexts } from './reminder-mail.ts';

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** No scripts, no other origin; forms only to this app. */
export const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const STYLE =
  'body{font:1.0625rem/1.5 system-ui,sans-serif;color:#0f172a;margin:0;padding:1.5rem;}' +
  'main{max-width:32rem;margin:2rem auto;}h1{font-size:1.5rem;}' +
  'button{font:inherit;padding:.6rem 1rem;border-radius:.5rem;border:0;background:#1d4ed8;color:#fff;cursor:pointer;}' +
  'button:focus-visible,a:focus-visible{outline:3px solid #1e3a8a;outline-offset:2px;}a{color:#1d4ed8;}';

/**
 * The page behind the unsubscribe link of a reminder mail (decision 065), without sign-in: opening
 * the link asks (mail scanners that open links must not unsubscribe anyone), the button confirms;
 * mail programs post to the same address at once (RFC 8058).
 */
export function unsubscribePage(
  language: Language,
  state: 'ask' | 'done' | 'invalid',
  action?: string,
): string {
  const t = reminderTexts[language].unsubscribe;
  const body =
    state === 'ask'
      ? `<p>${html(t.ask)}</p><form method="post" action="${html(action ?? '')}">` +
        '<input type="hidden" name="List-Unsubscribe" value="One-Click">' +
        `<button type="submit">${html(t.button)}</button></form>`
      : `<p role="status">${html(state === 'done' ? t.done : t.invalid)}</p>`;
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex"><title>${html(t.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${html(t.title)}</h1>${body}` +
    `<p><a href="${paths.settings}">${html(t.settings)}</a></p></main></body></html>`
  );
}
