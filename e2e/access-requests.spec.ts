import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';

// Issue 28: "Zugang anfragen". A self-registered learner (news locked) asks from the locked page;
// the admin hears of it by mail and in the bell, grants it in one click; the learner's open page
// becomes the news page by itself. Everything by the app's own links, from /.

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  await signIn(page, account);
  return page;
}
const navTo = (page: Page, name: RegExp) =>
  page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name }).first().click();
const shot = (page: Page, name: string) =>
  page.screenshot({ path: path.join(tmpdir(), `access-${name}.png`), fullPage: true });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a learner asks for a locked page, the admin grants it from the bell, the page opens', async ({
  browser,
  request,
}) => {
  const account = await registerConfirmed(request, { prefix: 'zugang' });
  const learner = await signedIn(browser, account);
  await navTo(learner, /^Neuigkeiten/);
  await expect(learner.getByRole('heading', { level: 1 })).toHaveText(
    '„Neuigkeiten“ ist für Sie noch nicht freigeschaltet',
  );
  const ask = learner.getByRole('button', { name: 'Zugang anfragen' });
  // By keyboard: from the page's heading (where focus lands after the navigation) to the button.
  await expect(learner.locator('main h1')).toBeFocused();
  for (let tab = 0; tab < 5 && !(await ask.evaluate((el) => el === document.activeElement)); tab++)
    await learner.keyboard.press('Tab');
  await expect(ask).toBeFocused();
  await learner.keyboard.press('Enter');
  await expect(learner.getByRole('status').filter({ hasText: 'ist eingegangen' })).toBeVisible();
  await expect(ask).toHaveCount(0);
  await expectAccessible(learner);
  await learner.setViewportSize({ width: 360, height: 740 });
  expect(await overflow(learner)).toBe(0);
  await shot(learner, 'locked-360');
  await learner.setViewportSize({ width: 1280, height: 800 });

  const mail = await waitForMail(DEMO.admin.email, (m) => m.text.includes(account.email));
  expect(mail.subject).toBe('Zugangsanfrage für „Neuigkeiten“');

  const admin = await signedIn(browser, DEMO.admin);
  await admin.getByRole('button', { name: /^Benachrichtigungen: \d+ ungelesen$/ }).click();
  const bell = admin.getByRole('region', { name: 'Zugangsanfragen' });
  await expect(bell).toContainText(`${account.email} bittet um „Neuigkeiten“`);
  await expectAccessible(admin);
  await shot(admin, 'bell-desktop');
  await admin.setViewportSize({ width: 360, height: 740 });
  expect(await overflow(admin)).toBe(0);
  // The bell's panel stays on the screen (it was cut off on the left next to the language menu).
  const panel = await bell.boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
  await shot(admin, 'bell-360');
  await admin.setViewportSize({ width: 1280, height: 800 });
  // One click, by keyboard.
  const grant = bell.getByRole('button', { name: `„Neuigkeiten“ für ${account.email} freigeben` });
  await grant.focus();
  await admin.keyboard.press('Enter');
  await expect(bell.getByRole('status')).toHaveText(`„Neuigkeiten“ ist für ${account.email} freigegeben.`);
  await expect(bell.getByRole('heading', { name: 'Zugangsanfragen' })).toBeFocused();

  // The learner's page, left open, becomes the news page (it asks again while the request is open).
  await expect(learner.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible({
    timeout: 45_000,
  });
  await expect(learner.getByRole('button', { name: 'Zugang anfragen' })).toHaveCount(0);
  await navTo(learner, /^Videokurse/);
  await navTo(learner, /^Neuigkeiten/);
  await expect(learner.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();

  // The audit log names the learner beside the id; each admin screen has its own title.
  await admin.keyboard.press('Escape');
  await navTo(admin, /^Administration/);
  const titles = [await admin.title()];
  const adminNav = admin.getByRole('navigation', { name: 'Administrationsbereiche' });
  for (const tab of ['Prüfungsfragen', 'Einstellungen', 'Protokoll']) {
    await adminNav.getByRole('link', { name: tab }).click();
    await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => admin.title()).toContain(tab);
    titles.push(await admin.title());
  }
  expect(new Set(titles).size).toBe(4);
  // The log names the learner beside the id, and finds them by their address.
  await admin.getByLabel('Person', { exact: true }).fill(account.email);
  const decision = admin.getByRole('row').filter({ hasText: 'POST /api/admin/access-requests/:id/decision' });
  await expect(decision).toContainText(account.email);
  await expect(admin.getByRole('row').filter({ hasText: 'POST /api/access-requests' }).first()).toContainText(
    account.email,
  );
  await expectAccessible(admin);
  await shot(admin, 'audit-desktop');
  expect(titles[3]).toBe('Protokoll – Administration – MPU-Vorbereitung');
});
