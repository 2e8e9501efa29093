import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, skipTour, test } from './support/fixtures.ts';

// Issue 12: the first ten minutes of a user — one click from any entry URL, account switching,
// deep links that return after sign-in, fresh counts after in-app navigation, per-page titles.

test('from / : the demo learner signs in with one click, signs out, the demo admin signs in with one click', async ({
  page,
}) => {
  await signIn(page, DEMO.learner); // opens /, lands on /login, one click, /dashboard
  await expect(page).toHaveTitle('Übersicht – MPU-Vorbereitung');
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle(/– MPU-Vorbereitung$/);

  await page.getByLabel('E-Mail-Adresse').fill(DEMO.admin.email);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO.admin.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await skipTour(page);
  // The admin's shell, not the learner's cached one.
  await expect(nav.getByRole('link', { name: 'Administration' })).toBeVisible();
  await expectAccessible(page);
});

test('a deep link leads to the sign-in form and back to where it pointed, with that page title', async ({
  page,
}) => {
  await page.goto('/dashboard/videos');
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('E-Mail-Adresse').fill(DEMO.learner.email);
  await page.getByLabel('Passwort', { exact: true }).fill(DEMO.learner.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard\/videos$/);
  await skipTour(page);
  await expect(page.getByRole('heading', { name: 'Videokurse', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Videokurse – MPU-Vorbereitung');
});

test('after a quiz answer the overview counts are fresh when going back through the app (no reload)', async ({
  page,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'first' });
  await setPages(account.email, { courses: true });
  await signIn(page, account);
  await expect(page.getByText('Sie haben noch keine Prüfungsfragen beantwortet.')).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Multiple Choice Kurse' }).click();
  await expect(page).toHaveTitle('Multiple Choice Kurse – MPU-Vorbereitung');
  await page.getByRole('link', { name: /Random Prüfungsfragen/ }).click();
  await page.locator('fieldset input').first().check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.getByText(/^(Richtig!|Leider falsch\.)$/)).toBeVisible();

  await nav.getByRole('link', { name: 'Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const stats = page.getByRole('region', { name: 'Lernstatistik' });
  await expect(stats.locator('[data-stat="worked"]')).toHaveText('1');
  await expect(page).toHaveTitle('Übersicht – MPU-Vorbereitung');
});
