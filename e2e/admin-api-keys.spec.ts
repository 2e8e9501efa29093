import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin creates, rotates, deactivates and deletes a CRM key', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/admin/settings');
  await expect(page.getByRole('heading', { name: 'API-Schlüssel für CRM' })).toBeVisible();
  await expect(page.getByText('Keine API-Schlüssel gefunden')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Neuen Schlüssel erstellen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neuen API-Schlüssel erstellen' });
  await expect(dialog.getByLabel('Aktiv')).toBeChecked();
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Bitte geben Sie einen Namen für den API-Schlüssel ein.',
  );
  await dialog.getByLabel('Name').fill('CRM Produktion');
  await expect(dialog.getByLabel('Lernende anlegen und einladen')).toBeChecked();
  await expect(dialog.getByLabel(/MPU-Gründe lesen/)).not.toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Erstellen' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Der neue API-Schlüssel wurde in die Zwischenablage kopiert.')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^pd_[A-Za-z0-9]{32}$/);

  const row = page.getByRole('row').filter({ hasText: 'CRM Produktion' });
  await expect(row.getByText('•'.repeat(20))).toBeVisible();
  await expect(row.getByText('Nie')).toBeVisible();
  await expect(row.getByText('Zugangsstand von Lernenden abfragen')).toBeVisible();

  // Shown once only: a lost key is replaced, and the old one stops working.
  await row.getByRole('button', { name: 'Neuen Schlüssel für CRM Produktion erzeugen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Neu erzeugen' }).click();
  await expect(
    page.getByText(/Der neue Schlüssel für „CRM Produktion“ wurde in die Zwischenablage kopiert/),
  ).toBeVisible();
  const rotated = await page.evaluate(() => navigator.clipboard.readText());
  expect(rotated).toMatch(/^pd_[A-Za-z0-9]{32}$/);
  expect(rotated).not.toBe(copied);
  const old = await page.request.get('/api/integration/v1/learners?email=a@b.de', {
    headers: { authorization: `Bearer ${copied}` },
  });
  expect(old.status()).toBe(401);

  await row.getByRole('button', { name: /Status von CRM Produktion ändern/ }).click();
  await expect(row.getByRole('button', { name: /Status von CRM Produktion ändern/ })).toHaveText('Inaktiv');
  const inactive = await page.request.get('/api/integration/v1/learners?email=a@b.de', {
    headers: { authorization: `Bearer ${rotated}` },
  });
  expect(inactive.status()).toBe(401);

  await row.getByRole('button', { name: 'CRM Produktion löschen' }).click();
  const confirm = page.getByRole('dialog', { name: 'CRM Produktion löschen' });
  await expect(confirm).toContainText('Das kann nicht rückgängig gemacht werden.');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByText('Keine API-Schlüssel gefunden')).toBeVisible();
});
