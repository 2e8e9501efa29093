import { registerConfirmed } from './support/accounts.ts';
import { adminApi } from './support/admin-api.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, skipTour, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';

test('legal pages from the footer → register with consent → consent gate → dashboard → delete own account', async ({
  page,
}) => {
  // Signed out: the footer links the three legal pages, each readable without an account.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  const footer = page.getByRole('navigation', { name: 'Rechtliches' });
  for (const [name, heading] of [
    ['Impressum', 'Impressum'],
    ['Barrierefreiheit', 'Erklärung zur Barrierefreiheit'],
    ['Datenschutz', 'Datenschutzerklärung'],
  ] as const) {
    await footer.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/datenschutz$/);
  await expect(page.getByText('Art. 9 Abs. 2 lit. a', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/privacy-legal-360.png' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Registration needs the explicit consent.
  await page.goto('/register');
  const email = `privacy-${Date.now()}@example.org`;
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('geheim-123');
  await page.getByLabel('Grund für Ihre MPU').selectOption('alcohol');
  const submit = page.getByRole('button', { name: 'Registrieren' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte bestätigen Sie die Einwilligung, damit wir Ihr Konto anlegen können.',
  );
  await page.getByRole('checkbox', { name: /Ich willige ausdrücklich ein/ }).check();
  await submit.click();
  await expect(page.getByText('Registrierung erfolgreich!', { exact: false })).toBeVisible();
  const mail = await waitForMail(email);
  expect(mail.text).not.toContain('Alkohol');
  const token = mail.text.match(/token=([\w%-]+)/)![1]!;
  expect(
    (await page.request.post('/api/auth/verify-email', { data: { token: decodeURIComponent(token) } })).ok(),
  ).toBe(true);
  await signIn(page, { email, password: 'geheim-123' });

  // As after a new privacy notice (or for a learner the CRM created): the gate comes first.
  expect((await page.request.post('/api/test/no-consent')).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Bevor es losgeht: Ihre Einwilligung' })).toBeFocused();
  await expect(page.getByText('Art. 9 Abs. 2 lit. a DSGVO', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Rechtliches' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/privacy-gate-360.png', fullPage: true });
  await page.getByRole('button', { name: 'Zustimmen und weiter' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte setzen Sie das Häkchen, wenn Sie einverstanden sind.',
  );
  await page.getByRole('checkbox', { name: /Ich willige ausdrücklich ein/ }).check();
  await page.getByRole('button', { name: 'Zustimmen und weiter' }).click();
  await skipTour(page);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Rechtliches' })).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // Settings show the consent; withdrawing it means deleting the account.
  await page.goto('/dashboard/settings');
  await expect(page.getByText(/Ihre Einwilligung .* haben Sie am .* gegeben/)).toBeVisible();
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const confirm = page.getByRole('form', { name: 'Konto wirklich löschen?' });
  await confirm.getByLabel('Aktuelles Passwort').fill('geheim-123');
  await confirm.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(
    (await page.request.post('/api/auth/login', { data: { email, password: 'geheim-123' } })).status(),
  ).toBe(401);
});

test('an administrator deletes a learner after confirming, and the audit log shows it', async ({ page }) => {
  const learner = await registerConfirmed(page.request, { prefix: 'erase' });
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/admin');
  await page.getByRole('button', { name: `${learner.email} löschen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Das Konto wurde gelöscht.')).toBeVisible();
  await expect(page.getByText(learner.email)).toHaveCount(0);

  await page
    .getByRole('navigation', { name: 'Administrationsbereiche' })
    .getByRole('link', { name: 'Protokoll' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/admin\/audit$/);
  const row = page.getByRole('row').filter({ hasText: 'DELETE /api/admin/users/:id' }).first();
  await expect(row).toContainText(DEMO.admin.email);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/privacy-audit-desktop.png', fullPage: true });

  // Issue 28: filtered by action; at 360 px one card per entry, nothing scrolls sideways.
  await page.getByLabel('Aktion', { exact: true }).selectOption('DELETE /api/admin/users/:id');
  await expect(page.getByRole('row').nth(1)).toContainText('DELETE /api/admin/users/:id');
  await expect(page.getByRole('row').filter({ hasNotText: 'DELETE /api/admin/users/:id' })).toHaveCount(1);
  await page.setViewportSize({ width: 360, height: 740 });
  const cards = page.getByRole('list', { name: 'Einträge' }).getByRole('listitem');
  await expect(cards.first()).toContainText('DELETE /api/admin/users/:id');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  const action = await cards.first().getByText('DELETE /api/admin/users/:id').boundingBox();
  expect(action!.width).toBeGreaterThan(100); // not one character per line
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/privacy-audit-360.png', fullPage: true });
});

test("CRM keys need their scope and the learner's link; MPU reasons need their own scope; audited", async ({
  page,
}) => {
  const learner = await registerConfirmed(page.request, { prefix: 'scopes' });
  const api = await adminApi();
  const run = `${Date.now()}`;
  const keyWith = async (scopes: string[]) =>
    (
      await api.json<{ key: string }>('POST', '/admin/api-keys', {
        name: `CRM-${run} ${scopes.join(' ')}`,
        scopes,
      })
    ).key;
  const lookup = async (key: string) =>
    page.request.get(`/api/integration/v1/learners?email=${encodeURIComponent(learner.email)}`, {
      headers: { authorization: `Bearer ${key}` },
    });
  // The key asks the learner to link it; a read only refuses (a GET leaves no request).
  const ask = async (key: string) =>
    page.request.post('/api/integration/v1/learners/link-request', {
      headers: { authorization: `Bearer ${key}` },
      data: { email: learner.email },
    });
  // Without learners:read the lookup is refused; a key the learner never linked is refused too.
  expect((await lookup(await keyWith(['learners:write']))).status()).toBe(403);
  const readKey = await keyWith(['learners:read']);
  const reasonsKey = await keyWith(['learners:read', 'reasons:read']);
  expect((await lookup(readKey)).status()).toBe(403);
  expect(await (await ask(readKey)).json()).toEqual({ state: 'open' });
  expect((await lookup(reasonsKey)).status()).toBe(403);
  expect(await (await ask(reasonsKey)).json()).toEqual({ state: 'open' });
  await api.dispose();

  // The learner sees both requests in settings and agrees to them.
  await signIn(page, learner);
  await page.goto('/dashboard/settings');
  const links = page.getByRole('region', { name: 'Verknüpfung mit Ihrer Beratung' });
  const readName = `CRM-${run} learners:read`;
  for (const name of [readName, `CRM-${run} learners:read reasons:read`]) {
    const item = links.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
    await expect(item).toContainText('Bittet seit dem');
    await item.getByRole('button', { name: 'Zustimmen' }).click();
    await expect(links.getByRole('status')).toHaveText(`Sie haben der Verknüpfung mit ${name} zugestimmt.`);
    await expect(item).toBeFocused(); // the keyboard stays where it was
    await expect(item).toContainText('Sie haben am');
  }
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/privacy-crm-links-desktop.png', fullPage: true });

  // With the link, the MPU reasons stay out unless reasons:read.
  const read = await lookup(readKey);
  expect(read.status()).toBe(200);
  expect(await read.json()).not.toHaveProperty('reasons');
  expect(await (await lookup(reasonsKey)).json()).toHaveProperty('reasons');

  // Withdrawn: refused again, and remembered: the key's next write does not ask again.
  const first = links.getByRole('listitem').filter({ has: page.getByText(readName, { exact: true }) });
  await first.getByRole('button', { name: 'Zustimmung widerrufen' }).click();
  await expect(links.getByRole('status')).toHaveText(`${readName} darf Ihr Konto jetzt nicht mehr ändern.`);
  await expect(first).toContainText('fragt nicht erneut');
  expect((await lookup(readKey)).status()).toBe(403);
  expect(await (await ask(readKey)).json()).toEqual({ state: 'declined' });
  expect((await (await lookup(readKey)).json()).error.message).toMatch(/abgelehnt/);
  await page.reload();
  await expect(first).toContainText('fragt nicht erneut');
  await expect(first.getByRole('button', { name: 'Ablehnen' })).toHaveCount(0);
  await expect(first.getByRole('button', { name: 'Zustimmen' })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Administration' })
    .click();
  await page
    .getByRole('navigation', { name: 'Administrationsbereiche' })
    .getByRole('link', { name: 'Protokoll' })
    .click();
  const filter = page.getByLabel('Filtern');
  await filter.fill(`CRM-${run}`);
  const refused = page
    .getByRole('row')
    .filter({ hasText: 'GET /api/integration/v1/learners' })
    .filter({ hasText: '403' });
  await expect(refused).toHaveCount(5);
  await expect(refused.filter({ hasText: `API-Schlüssel CRM-${run} learners:write` })).toHaveCount(1);
  await expectAccessible(page);
});
