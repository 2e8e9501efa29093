import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('an admin unlocks areas for a new learner, who can then open them', async ({ page, browser }) => {
  const learner = await registerConfirmed(page.request, { prefix: 'unlock' });
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('tab', { name: 'Benutzer' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('listitem').filter({ hasText: learner.email });
  await expect(row.getByText('Alkohol-MPU')).toBeVisible();
  await expect(row.getByText('2 von 8 Bereichen freigeschaltet')).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: `${learner.email} bearbeiten` }).click();
  await row.getByLabel('Multiple-Choice-Kurse, Prüfungsfragen und Wissen').check();
  await row.getByLabel('Neuigkeiten').check();
  await row.getByLabel('Drogen-MPU').check();
  await expectAccessible(page);
  await row.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Benutzer erfolgreich aktualisiert' }),
  ).toBeVisible();
  await expect(row.getByText('4 von 8 Bereichen freigeschaltet')).toBeVisible();
  await expect(row.getByText('Drogen-MPU')).toBeVisible();

  // The learner now reaches the multiple-choice area (it was locked at registration).
  const context = await browser.newContext({ locale: 'de-DE' });
  const learnerPage = await context.newPage();
  await signIn(learnerPage, learner);
  await learnerPage.goto('/dashboard/courses');
  await expect(learnerPage).toHaveURL(/\/dashboard\/courses$/);
  await context.close();
});

test('the admin cannot remove their own admin role', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/admin?tab=users');
  const row = page.getByRole('listitem').filter({ hasText: DEMO.admin.email });
  await row.getByRole('button', { name: `${DEMO.admin.email} bearbeiten` }).click();
  await row.getByLabel('Rolle').selectOption('user');
  await row.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Sie können Ihre eigene Administratorrolle nicht entfernen.',
  );
  await row.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(row.getByText('Administrator')).toBeVisible();
});
