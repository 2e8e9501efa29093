import { request as playwrightRequest } from '@playwright/test';
import { registerConfirmed } from './support/accounts.ts';
import { adminApi, setPages } from './support/admin-api.ts';
import { BASE_URL } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';

test('a learner opts in, the admin runs reminders, the one-click unsubscribe turns them off', async ({
  page,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'reminders' });
  await signIn(page, account);
  const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await menu.getByRole('link', { name: 'Persönliche Daten & Profil' }).click(); // the app's own link
  const form = page.getByRole('form', { name: 'Erinnerungen' });
  await expect(form.getByLabel('E-Mail-Erinnerungen schicken')).not.toBeChecked(); // off by default
  await form.getByLabel('E-Mail-Erinnerungen schicken').check();
  // Keyboard only: the hours are selects, the days checkboxes.
  await form.getByLabel('Frühestens ab').selectOption('8');
  await form.getByLabel('Spätestens bis').selectOption('6');
  await form.getByRole('button', { name: 'Erinnerungen speichern' }).click();
  await expect(form.getByRole('alert')).toHaveText('Die Endzeit muss nach der Anfangszeit liegen.');
  await expect(form.getByLabel('Spätestens bis')).toBeFocused();
  await page.keyboard.press('End'); // 24:00
  await form.getByLabel('Spätestens bis').selectOption('21');
  await form.getByRole('button', { name: 'Erinnerungen speichern' }).press('Enter');
  await expect(form.getByRole('status')).toHaveText('Gespeichert.');
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await form.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/reminders-settings-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await setPages(account.email, { courses: true }); // so today's questions are due
  const admin = await adminApi();
  const run = await admin.json<{ checked: number; sent: number }>('POST', '/admin/reminders/run');
  expect(run.sent).toBeGreaterThanOrEqual(1);
  const audit = await admin.json<{ items: { action: string }[] }>('GET', '/admin/audit?page=1');
  expect(audit.items.map((i) => i.action)).toContain('POST /api/admin/reminders/run');
  await admin.dispose();

  const mail = await waitForMail(account.email, (m) => m.subject === 'Ihre Lern-Erinnerung für heute');
  expect(mail.text).toMatch(/fällig:\n {2}http:\/\/\S+\/dashboard\/review/); // what is due, with its link
  expect(mail.listUnsubscribePost).toBe('List-Unsubscribe=One-Click');
  const link = mail.listUnsubscribe!.slice(1, -1);
  expect(mail.text).toContain(link);

  // The link in the text opens a page without sign-in that asks first.
  const signedOut = await page.context().browser()!.newContext();
  const stranger = await signedOut.newPage();
  await stranger.goto(link.replace(/^https?:\/\/[^/]+/, BASE_URL));
  await expect(stranger.getByRole('heading', { name: 'Erinnerungen abbestellen' })).toBeVisible();
  await expectAccessible(stranger);
  await stranger.screenshot({ path: 'test-results/reminders-unsubscribe-page.png' });
  // Its button posts the form (the page's policy allows forms to this app only).
  await stranger.getByRole('button', { name: 'Erinnerungen abbestellen' }).click();
  await expect(stranger.getByRole('status')).toContainText('Erledigt: Sie bekommen keine Erinnerungen mehr.');
  await expect(stranger.locator('html')).toHaveAttribute('lang', 'de');
  await signedOut.close();

  // What a mail program's one-click button does (RFC 8058): a POST without cookies (again: still 200).
  const mailProgram = await playwrightRequest.newContext();
  const clicked = await mailProgram.post(link.replace(/^https?:\/\/[^/]+/, BASE_URL), {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(clicked.status()).toBe(200);
  await mailProgram.dispose();

  // Back in the app by its own links (no reload): the settings show the choice the link made.
  await menu.getByRole('link', { name: 'Übersicht' }).click();
  await menu.getByRole('link', { name: 'Persönliche Daten & Profil' }).click();
  await expect(form.getByLabel('E-Mail-Erinnerungen schicken')).not.toBeChecked();
  await expect(form.getByRole('status').first()).toContainText('Sie haben die Erinnerungen abbestellt');
});
