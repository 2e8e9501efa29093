import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, skipTour, test } from './support/fixtures.ts';

/**
 * Leistungstest from the administrator's side, by the app's own links only (issue 29): the admin
 * unlocks the area for a new learner in the user editor and reads the use counts; then, in the same
 * tab, the learner signs in and finds the area open.
 */
test('an admin unlocks the Leistungstest in the editor and sees counts only; the learner finds it', async ({
  page,
}) => {
  const learner = await registerConfirmed(page.request, { prefix: 'lt-admin' });
  await signIn(page, DEMO.admin);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Administration' }).click();
  const row = page.getByRole('listitem').filter({ hasText: learner.email });
  await row.getByRole('button', { name: `${learner.email} bearbeiten` }).click();
  const box = row.getByLabel('Leistungstest üben');
  await expect(box).not.toBeChecked();
  await box.check();
  await row.getByRole('button', { name: 'Speichern' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Benutzer erfolgreich aktualisiert' }),
  ).toBeVisible();

  await page.getByRole('tab', { name: 'Leistungstest' }).click();
  await expect(page.getByRole('heading', { name: 'Nutzung von „Leistungstest üben“' })).toBeVisible();
  await expect(page.getByText('Die Ergebnisse einzelner Lernender sehen Sie hier nicht.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Nutzung von „Leistungstest üben“' });
  for (const task of [
    'Reaktion',
    'Belastbarkeit (Reaktion unter Zeitdruck)',
    'Konzentration (Figurenvergleich)',
    'Wahrnehmung im Verkehr',
    'Linien verfolgen (Orientierung)',
  ])
    await expect(table.getByRole('rowheader', { name: task, exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Leistungstest – Administration – MPU-Vorbereitung');
  await expectAccessible(page);

  // Switch accounts in the same tab: the learner's shell, not the admin's.
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-Mail-Adresse').fill(learner.email);
  await page.getByLabel('Passwort', { exact: true }).fill(learner.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await skipTour(page);
  await expect(nav.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  const open = nav.getByRole('link', { name: 'Leistungstest üben', exact: true });
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(/\/dashboard\/leistungstest$/);
  await expect(page).toHaveTitle('Leistungstest üben – MPU-Vorbereitung');
  await expect(page.getByRole('heading', { name: 'Leistungstest üben', level: 1 })).toBeVisible();
  await expect(page.getByText('Noch keine Versuche.')).toBeVisible();
});
