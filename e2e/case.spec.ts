import { registerConfirmed } from './support/accounts.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test("a learner fills in 'Mein MPU-Fall', finds it again and prints it for counselling", async ({ page }) => {
  await signIn(page, await registerConfirmed(page.request, { prefix: 'case', reason: 'alcohol' }));
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Mein MPU-Fall' }).click();
  await expect(page).toHaveURL(/\/dashboard\/case$/);
  await expect(page.getByRole('heading', { name: 'Mein MPU-Fall', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Mein MPU-Fall – MPU-Vorbereitung');
  // Examples fit the learner's reason; no AI provider is configured, so the workbook stays here.
  await expect(page.getByText('Beispielfragen für Ihre Alkohol-MPU').first()).toBeVisible();
  await expect(page.getByText('Es ist kein externer KI-Dienst eingerichtet')).toBeVisible();
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expectAccessible(page);

  const past = page.getByRole('region', { name: '1. Vorgeschichte und Tat' });
  await past.getByRole('button', { name: 'Vorfall hinzufügen' }).click();
  await expect(past.getByLabel('Anlass')).toBeFocused();
  await expect(past.getByLabel('Anlass')).toHaveValue('alcohol');
  await past.getByLabel('Datum').fill('2025-06-14');
  await past.getByLabel('Was ist passiert?').fill('Nach einer Feier mit dem Auto nach Hause gefahren.');
  await past.getByLabel('Blutalkohol (Promille)').fill('1,9');
  // The consistency check: it names what is missing, then compares the drinks with the value.
  const check = past.getByRole('region', { name: 'Passen Ihre Angaben zum gemessenen Wert?' });
  await expect(check).toContainText('Für den Abgleich fehlt noch: die Getränke, die Stunden');
  await past.getByLabel('Bier, 0,5 l (5 %): Anzahl').fill('4');
  await past.getByLabel('Stunden vom ersten Getränk bis zur Blutprobe').fill('3');
  await past.getByLabel('Geschlecht').selectOption({ label: 'Mann' });
  await past.getByLabel('Körpergewicht in kg (damals)').fill('80');
  await expect(check).toContainText('Ihre Angaben erklären den gemessenen Wert noch nicht.');
  await expect(check).toContainText('etwa 137 bis 200 g Alkohol – ungefähr 7 bis 10 Flaschen Bier');
  await expect(check).toContainText('Gutachterinnen und Gutachter rechnen aber genauso nach.');
  await page.getByLabel('Welche Aufgabe hatte es für Sie?').fill('Abschalten nach der Arbeit.');
  const change = page.getByRole('region', { name: '3. Veränderung' });
  await change.getByRole('button', { name: 'Nachweis hinzufügen' }).click();
  await change.getByLabel('Art', { exact: true }).selectOption({ label: 'Haaranalyse' });
  await change.getByLabel('Von', { exact: true }).fill('2025-09-01');
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert$/ })).toBeVisible();
  await expect(past).toContainText('20 % ausgefüllt');
  await expect(page.getByRole('region', { name: '2. Ursachen' })).toContainText('25 % ausgefüllt');
  await expectAccessible(page);

  // Away to the overview (its card shows the progress) and back: everything is still there.
  await nav.getByRole('link', { name: 'Übersicht' }).click();
  await expect(page.getByRole('region', { name: 'Mein MPU-Fall' })).toContainText(
    '% Ihres Arbeitsbuchs ausgefüllt',
  );
  await nav.getByRole('link', { name: 'Mein MPU-Fall' }).click();
  await expect(past.getByLabel('Blutalkohol (Promille)')).toHaveValue('1,9');
  await expect(past.getByLabel('Bier, 0,5 l (5 %): Anzahl')).toHaveValue('4');
  await expect(past.getByLabel('Körpergewicht in kg (damals)')).toHaveValue('80');
  await expect(check).toContainText('Ihre Angaben erklären den gemessenen Wert noch nicht.');
  await expect(past.getByLabel('Was ist passiert?')).toHaveValue(
    'Nach einer Feier mit dem Auto nach Hause gefahren.',
  );
  await expect(page.getByLabel('Welche Aufgabe hatte es für Sie?')).toHaveValue(
    'Abschalten nach der Arbeit.',
  );
  await expect(change.getByLabel('Von', { exact: true })).toHaveValue('2025-09-01');
  // Leaving right after typing (before the autosave delay) sends the edit at once.
  await page.getByLabel('Ihr eigener Anteil').fill('Ich habe mich selbst überschätzt.');
  const sent = page.waitForResponse((r) => r.url().endsWith('/api/case') && r.request().method() === 'PUT');
  await nav.getByRole('link', { name: 'Übersicht' }).click();
  expect((await sent).status()).toBe(200);
  await page.reload();
  await nav.getByRole('link', { name: 'Mein MPU-Fall' }).click();
  await expect(page.getByLabel('Ihr eigener Anteil')).toHaveValue('Ich habe mich selbst überschätzt.');

  // 'Für meine Beratung': the print view with what was entered; no reports (the trainer is locked).
  await page.getByRole('link', { name: 'Für meine Beratung (Druckansicht)' }).click();
  await expect(page).toHaveURL(/\/dashboard\/case\/print$/);
  await expect(page.getByRole('heading', { name: 'Mein MPU-Fall – Für meine Beratung' })).toBeVisible();
  const printed = page.getByRole('main');
  await expect(printed).toContainText('1,9');
  await expect(printed).toContainText('Abschalten nach der Arbeit.');
  await expect(printed).toContainText('Haaranalyse');
  await expect(page.getByRole('button', { name: 'Drucken oder als PDF speichern' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meine letzten Übungsgespräche' })).toHaveCount(0);
  await expectAccessible(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Drucken oder als PDF speichern' })).toBeHidden();
  await expect(nav).toBeHidden();
});

test('nothing is lost when saving fails; phone width and keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, await registerConfirmed(page.request, { prefix: 'case-offline', reason: 'drugs' }));
  await page.goto('/dashboard/case');
  await expect(page.getByText('Beispielfragen für Ihre Drogen-MPU').first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  // Lists by keyboard: a new item gets the focus; after removing it, the add button has it.
  const addProof = page.getByRole('button', { name: 'Nachweis hinzufügen' });
  await addProof.press('Enter');
  await expect(page.getByLabel('Art', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Nachweis 1 entfernen' }).press('Enter');
  await expect(addProof).toBeFocused();

  await page.route('**/api/case', (route) =>
    route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
  );
  const risks = page.getByLabel('Ihre Risikosituationen');
  await risks.focus();
  await page.keyboard.type('Feiern mit alten Freunden');
  await expect(page.getByRole('status').filter({ hasText: 'Nicht gespeichert' })).toBeVisible();
  const retry = page.getByRole('button', { name: 'Erneut speichern' });
  await expect(retry).toBeVisible();
  await expectAccessible(page);

  await page.unroute('**/api/case');
  await retry.click();
  await expect(page.getByRole('status').filter({ hasText: /^Gespeichert$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Ihre Risikosituationen')).toHaveValue('Feiern mit alten Freunden');
});
