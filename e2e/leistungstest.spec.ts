import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

const CANVAS = ['[data-task-canvas]'];
const shots = 'test-results/leistungstest';

test('a learner practises the Leistungstest by keyboard and finds the history after a reload', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const account = await registerConfirmed(page.request, { prefix: 'leistungstest' });
  await signIn(page, account);
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  // Locked until an admin unlocks it.
  await expect(
    nav.getByRole('link', { name: /Leistungstest üben.*noch nicht freigeschaltet/ }),
  ).toBeVisible();
  await setPages(account.email, { leistungstest: true });
  await page.reload();
  await nav.getByRole('link', { name: 'Leistungstest üben' }).click();
  await expect(page.getByRole('heading', { name: 'Leistungstest üben', level: 1 })).toBeVisible();
  await expect(page.getByText('Für blinde Menschen und für Menschen ohne feine Handmotorik')).toBeVisible();
  await expect(page.getByText('Nichts blinkt öfter als dreimal in der Sekunde.')).toBeVisible();
  await expect(page.getByText('Noch keine Versuche.')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/hub-desktop.png`, fullPage: true });

  // Calibration by keyboard: five presses of the button.
  await page.getByRole('button', { name: 'Kalibrierung starten' }).click();
  const press = page.getByRole('button', { name: 'Hier drücken' });
  await expect(press).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press('Space');
  await expect(page.getByText(/Ihr Bildschirm zeigt alle [\d,]+ ms ein neues Bild/)).toBeVisible();

  // Line tracing: practice (2) and scored (8) with the number keys.
  const task = (name: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await task('Linien verfolgen (Orientierung)').getByRole('button', { name: 'Starten' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Übung starten' }).click();
  await expect(page.locator('[data-task-canvas="tracing"] path')).toHaveCount(9);
  await expectAccessible(page, CANVAS);
  await page.screenshot({ path: `${shots}/tracing-desktop.png` });
  for (let i = 0; i < 2; i++) {
    await expect(page.getByText(`Aufgabe ${i + 1} von 2`)).toBeVisible();
    await page.keyboard.press(String((i % 9) + 1));
  }
  await page.getByRole('button', { name: 'Wertung starten' }).click();
  for (let i = 0; i < 8; i++) {
    await expect(page.getByText(`Aufgabe ${i + 1} von 8`)).toBeVisible();
    await page.keyboard.press(String((i % 9) + 1));
  }
  await expect(page.getByText(/Sie haben \d von 8 Linien richtig verfolgt/)).toBeVisible();
  await expect(page.getByText('Übungswerte – kein Testergebnis')).toBeVisible();
  await expect(page.getByText('Das ist Ihr erster Versuch dieser Art.')).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/result-desktop.png`, fullPage: true });
  await page.getByRole('button', { name: 'Zurück zur Übersicht' }).click();

  // Traffic perception: two practice scenes, marked by keyboard, then stop in the scored part (Esc).
  await task('Wahrnehmung im Verkehr').getByRole('button', { name: 'Starten' }).click();
  await page.getByRole('button', { name: 'Übung starten' }).click();
  for (let i = 0; i < 2; i++) {
    const first = page.getByRole('checkbox', { name: 'Fußgänger' });
    await expect(first).toBeFocused({ timeout: 10_000 });
    await page.keyboard.press('Space');
    await expectAccessible(page, CANVAS);
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Wertung starten' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Der Durchgang wurde abgebrochen')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück zur Übersicht' }).click();

  // Determination: the 20-second practice by keyboard, then stop between the phases.
  await task('Belastbarkeit (Reaktion unter Zeitdruck)').getByRole('button', { name: 'Starten' }).click();
  await page.getByRole('button', { name: 'Übung starten' }).click();
  await expect(page.locator('[data-task-canvas="determination"]')).toBeVisible();
  await expectAccessible(page, CANVAS);
  for (const key of ['a', 's', 'd', 'ArrowLeft', 'k']) await page.keyboard.press(key);
  await expect(page.getByRole('button', { name: 'Wertung starten' })).toBeVisible({ timeout: 40_000 });
  await page.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByText('Der Durchgang wurde abgebrochen')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück zur Übersicht' }).click();

  // After a reload the history is still there.
  await page.reload();
  const history = page.getByRole('region', { name: 'Ihre bisherigen Versuche' });
  await expect(history.getByRole('heading', { name: 'Linien verfolgen (Orientierung)' })).toBeVisible();
  await expect(history.getByText('2 abgebrochene Durchgänge')).toBeVisible();
  await expectAccessible(page);

  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: `${shots}/hub-360.png`, fullPage: true });
  await task('Reaktion').getByRole('button', { name: 'Starten' }).click();
  await page.getByRole('button', { name: 'Übung starten' }).click();
  await expect(page.getByText('Ruhe (gedrückt halten)')).toBeVisible();
  await page.screenshot({ path: `${shots}/reaction-360.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
});
