import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type Page, request } from '@playwright/test';
import { registerConfirmed } from './support/accounts.ts';
import { adminApi } from './support/admin-api.ts';
import { BASE_URL } from './support/config.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';

// Issue 30, "done when … in de, tr and en, at 360 px, with keyboard only": the counsellor's workspace
// and the learner's side (sharing, reminder opt-in, the progress chart with its text and table, the
// feedback) in Turkish and in English. Every label comes from the translation files, so a German
// fallback fails the test. The German journey with the CRM is e2e/counsellor.spec.ts.
type Lang = 'tr' | 'en';
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const ui = (lang: Lang, namespace: string) => JSON.parse(read(`common/i18n/${lang}/${namespace}.json`));
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));
const locales: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };
const password = 'Beratung-Winter-2026';

async function acceptInvitation(email: string) {
  const token = (await waitForMail(email)).text.match(/token=([\w%-]+)/)?.[1];
  const api = await request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { origin: BASE_URL } });
  const reset = await api.post('/api/auth/reset-password', {
    data: { token: decodeURIComponent(token!), password },
  });
  expect(reset.status()).toBe(200);
  await api.dispose();
}

/** Signs in at / in the browser's language, and skips the tour with its translated button. */
async function signIn(page: Page, lang: Lang, account: { email: string; password: string }, landing: RegExp) {
  const auth = ui(lang, 'auth');
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await page.getByLabel(auth.fields.email).fill(account.email);
  await page.getByLabel(auth.fields.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: auth.login.submit }).press('Enter');
  await expect(page).toHaveURL(landing);
  const shell = page.locator('[data-touring]');
  await shell.waitFor({ state: 'attached' });
  if ((await shell.getAttribute('data-touring')) === 'true') {
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: ui(lang, 'tour').buttons.skip })
      .click();
    await expect(shell).toHaveAttribute('data-touring', 'false');
  }
}

async function open(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ locale: locales[lang] });
  return context.newPage();
}

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);

for (const lang of ['tr', 'en'] as const) {
  test(`a counsellor and a learner work together in ${lang}, by keyboard and at 360 px`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const nav = ui(lang, 'nav');
    const c = ui(lang, 'counsellor');
    const reminders = ui(lang, 'reminders');
    const progress = ui(lang, 'progress');
    const bell = ui(lang, 'news-bell');
    const percent = (value: number) => new Intl.NumberFormat(lang, { style: 'percent' }).format(value / 100);
    const stamp = `${lang}-${Date.now()}-${process.pid}`;
    const counsellorEmail = `counsellor-${stamp}@example.org`;

    // An admin invites the counsellor in their language and assigns a learner who registered.
    const admin = await adminApi();
    const invited = await admin.json<{ id: string }>('POST', '/admin/users/counsellors', {
      email: counsellorEmail,
      name: 'Deniz Kaya',
      language: lang,
    });
    await acceptInvitation(counsellorEmail);
    const learner = await open(browser, lang);
    const account = await registerConfirmed(learner.request, { prefix: `counselled-${lang}` });
    await signIn(learner, lang, account, /\/dashboard$/);
    const me = await (await learner.request.get('/api/me')).json();
    await admin.json('PATCH', `/admin/users/${me.id}`, { counsellorId: invited.id });
    await admin.dispose();
    const learnerMenu = learner.getByRole('navigation', { name: nav.label });

    // The progress chart with its name, text summary and table, opened by keyboard.
    const origin = new URL(learner.url()).origin;
    expect((await learner.request.post('/api/test/progress-history', { headers: { origin } })).status()).toBe(
      200,
    );
    await learner.reload();
    const chart = learner.getByRole('figure', { name: progress.title });
    await expect(chart).toContainText(
      fill(progress.summary, { days: 14, from: percent(12), to: percent(31) }),
    );
    await chart.getByText(progress.table).focus();
    await learner.keyboard.press('Enter');
    const table = chart.getByRole('table', { name: progress.title });
    await expect(table.getByRole('columnheader')).toHaveText([
      progress.day,
      progress.series.readiness,
      progress.series.chapters,
      progress.series.quiz,
      progress.series.videos,
    ]);
    await expectAccessible(learner);

    // Settings: the counsellor by name, the case shared, e-mail reminders on; all by keyboard.
    await learnerMenu.getByRole('link', { name: nav.settings }).click();
    const sharing = learner.getByRole('region', { name: c.sharing.title });
    await expect(sharing).toContainText('Deniz Kaya');
    const caseSwitch = sharing.getByRole('switch', { name: c.sharing.kinds.case });
    await caseSwitch.focus();
    await learner.keyboard.press('Space');
    await expect(caseSwitch).toBeChecked();
    await expect(sharing).toContainText(fill(c.sharing.on, { name: 'Deniz Kaya' }));
    const form = learner.getByRole('form', { name: reminders.title });
    const email = form.getByLabel(reminders.email);
    await expect(email).not.toBeChecked();
    await email.focus();
    await learner.keyboard.press('Space');
    await expect(email).toBeChecked();
    await form.getByRole('button', { name: reminders.save }).press('Enter');
    await expect(form.getByRole('status')).toHaveText(reminders.saved);
    await expectAccessible(learner);
    await learner.setViewportSize({ width: 360, height: 780 });
    await noOverflow(learner);
    await learner.screenshot({
      path: path.join(tmpdir(), `counsellor-${lang}-settings-360.png`),
      fullPage: true,
    });
    await learner.setViewportSize({ width: 1280, height: 800 });

    // The counsellor: the list, the learner's page (its own title), the case and a comment on it.
    const counsellor = await open(browser, lang);
    await signIn(counsellor, lang, { email: counsellorEmail, password }, /\/dashboard\/counsellor$/);
    await expect(counsellor.getByRole('heading', { name: c.title, level: 1 })).toBeVisible();
    await expect(counsellor.getByText(fill(c.shown_one, { count: 1, total: 1 }))).toBeVisible();
    await expect(counsellor.getByText(ui(lang, 'common').mpuType.alcohol).first()).toBeVisible();
    await expectAccessible(counsellor);
    await counsellor.screenshot({ path: path.join(tmpdir(), `counsellor-${lang}-list-desktop.png`) });
    await counsellor.setViewportSize({ width: 360, height: 780 });
    await noOverflow(counsellor);
    await counsellor.screenshot({
      path: path.join(tmpdir(), `counsellor-${lang}-list-360.png`),
      fullPage: true,
    });
    await counsellor.getByRole('link', { name: account.email }).focus();
    await counsellor.keyboard.press('Enter');
    await expect(counsellor).toHaveTitle(new RegExp(`^${account.email.replace(/[.+]/g, '\\$&')} – `));
    await expect(counsellor.getByRole('link', { name: c.learner.print })).toBeVisible();
    await counsellor.getByLabel(c.thread.about).selectOption('case');
    await counsellor.getByRole('textbox', { name: c.thread.write }).fill(`${lang}: Gut gemacht.`);
    await counsellor.getByRole('button', { name: c.thread.send }).press('Enter');
    await expect(counsellor.getByText(`${lang}: Gut gemacht.`)).toBeVisible();
    const messages = counsellor.getByRole('list', { name: c.thread.list });
    await expect(messages).toContainText(c.thread.topic.case);
    await noOverflow(counsellor);
    await counsellor.screenshot({
      path: path.join(tmpdir(), `counsellor-${lang}-learner-360.png`),
      fullPage: true,
    });
    await expectAccessible(counsellor);

    // The learner: the bell and the overview's card show it; they answer by keyboard.
    await learnerMenu.getByRole('link', { name: nav.overview }).click();
    const card = learner.getByRole('region', { name: c.thread.learnerTitle });
    await expect(card).toContainText(`${lang}: Gut gemacht.`);
    const unread = new RegExp(`^${fill(bell.labelUnread, { count: '\\d+' })}$`);
    await expect(learner.getByRole('button', { name: unread })).toBeVisible();
    await card.getByRole('textbox', { name: c.thread.answer }).fill(`${lang}: Danke!`);
    await card.getByRole('button', { name: c.thread.send }).press('Enter');
    await expect(card).toContainText(`${lang}: Danke!`);
    await expect(learner.getByRole('button', { name: bell.label, exact: true })).toBeVisible();

    // The counsellor's next visit shows the answer.
    await counsellor.getByRole('link', { name: c.learner.back }).click();
    await counsellor.getByRole('link', { name: account.email }).click();
    await expect(counsellor.getByText(`${lang}: Danke!`)).toBeVisible();
    await expect(counsellor.getByText(fill(c.thread.unread_one, { count: 1 }))).toBeVisible();
    await counsellor.getByRole('button', { name: c.thread.markRead }).press('Enter');
    await expect(counsellor.getByText(fill(c.thread.unread_one, { count: 1 }))).toHaveCount(0);
    await counsellor.setViewportSize({ width: 1280, height: 800 });
    await counsellor.screenshot({
      path: path.join(tmpdir(), `counsellor-${lang}-learner-desktop.png`),
      fullPage: true,
    });
  });
}
