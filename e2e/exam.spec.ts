import path from 'node:path';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test.describe.configure({ mode: 'serial' });

test('an admin imports the CSV template and sees the questions, adds and deletes one', async ({
  page,
}, info) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/admin/quiz');
  await expect(page.getByRole('heading', { name: 'Prüfungsfragen verwalten', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Administrationsbereiche' })).toBeVisible();
  await expectAccessible(page);

  // Download the template, as an admin would.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'CSV-Vorlage' }).click();
  const file = path.join(info.outputDir, 'vorlage.csv');
  await (await download).saveAs(file);

  await page.getByRole('button', { name: 'CSV importieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'CSV-Datei importieren' });
  await dialog.getByRole('button', { name: 'Importieren', exact: true }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Bitte wählen Sie eine CSV-Datei aus.');
  await expectAccessible(page);
  await dialog.getByLabel('CSV-Datei', { exact: true }).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Importieren', exact: true }).click();
  await expect(page.getByText(/Import abgeschlossen: \d+ Fragen importiert, 0 Fehler\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Aus welchen Teilen besteht eine MPU?' })).toBeVisible();
  await expect(
    page.getByRole('heading', {
      name: /Ab welcher Blutalkoholkonzentration ordnet die Fahrerlaubnisbehörde/,
    }),
  ).toBeVisible();

  // A question by hand: the required-field rule first.
  await page.getByRole('button', { name: 'Neue Frage' }).click();
  const form = page.getByRole('dialog', { name: 'Neue Frage' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByRole('alert')).toHaveText('Bitte füllen Sie alle Pflichtfelder aus.');
  await form.getByLabel('Kategorie').selectOption({ label: 'Ablauf der MPU' });
  await form.getByLabel('Frage', { exact: true }).fill('Wer ordnet eine MPU an? (E2E)');
  await expect(form.getByLabel('Antwort A ist richtig')).toBeDisabled(); // blank options cannot be correct
  await form.getByLabel('Antwort A', { exact: true }).fill('Die Fahrerlaubnisbehörde');
  await form.getByLabel('Antwort B', { exact: true }).fill('Die Fahrschule');
  await form.getByLabel('Antwort A ist richtig').check();
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Frage erfolgreich erstellt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wer ordnet eine MPU an? (E2E)' })).toBeVisible();

  await page.getByRole('button', { name: 'Löschen: Wer ordnet eine MPU an? (E2E)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Löschen' });
  await expect(confirm).toContainText('Sind Sie sicher, dass Sie diese Frage löschen möchten?');
  await confirm.getByRole('button', { name: 'Löschen' }).click();
  await expect(page.getByRole('heading', { name: 'Wer ordnet eine MPU an? (E2E)' })).toHaveCount(0);

  // Delete all asks twice; here the admin stops at the second question.
  await page.getByRole('button', { name: 'Alle löschen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('dialog')).toContainText('Letzte Bestätigung');
  await page.getByRole('dialog').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('heading', { name: 'Aus welchen Teilen besteht eine MPU?' })).toBeVisible();
});

test('a learner does a random quiz to the summary and sees it in the activities', async ({ page }) => {
  await signIn(page, DEMO.learner);
  await page.goto('/dashboard/courses');
  await expect(page.getByRole('heading', { name: 'Multiple Choice Kurse', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prüfungskategorien' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Ablauf der MPU/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: /Random Prüfungsfragen/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/quiz\/random$/);
  const check = page.getByRole('button', { name: 'Antwort prüfen' });
  await check.click();
  await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie mindestens eine Antwort aus.');
  await expectAccessible(page);

  let answered = 0;
  for (;;) {
    await expect(page.getByText(/^Frage \d+ von \d+$/)).toBeVisible();
    await page.locator('fieldset input').first().check();
    await check.click();
    await expect(page.getByText(/^(Richtig!|Leider falsch\.)$/)).toBeVisible();
    answered++;
    if (answered === 1) await expectAccessible(page);
    const finish = page.getByRole('button', { name: 'Quiz beenden' });
    if (await finish.isVisible()) {
      await finish.click();
      break;
    }
    await page.getByRole('button', { name: 'Nächste Frage' }).click();
  }
  await expect(page.getByRole('heading', { name: 'Quiz beendet' })).toBeVisible();
  await expect(
    page.getByText(new RegExp(`Sie haben \\d+ von ${answered} Fragen richtig beantwortet \\(\\d+ %\\)\\.`)),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  const recent = page.getByRole('region', { name: 'Letzte Aktivitäten' });
  await expect(recent.getByRole('listitem').first()).toBeVisible();
  const shown = await recent.getByRole('listitem').count();
  expect(shown).toBeGreaterThanOrEqual(Math.min(answered, 5)); // the first 5 attempts (SPEC §9)
  expect(shown).toBeLessThanOrEqual(5);

  // Mode all: the chooser with the start-all button, then a category.
  await page.getByRole('link', { name: /^Prüfungsfragen/ }).click();
  await expect(page.getByRole('button', { name: /^Alle \d+ Fragen starten$/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: /Ablauf der MPU/ }).click();
  await expect(page.getByRole('heading', { name: 'Kategorie: Ablauf der MPU' })).toBeVisible();
  await expect(page.getByText(/^Frage 1 von \d+$/)).toBeVisible();
  // The overview's learning statistics count the attempts.
  await page.goto('/dashboard');
  const stats = page.getByRole('region', { name: 'Lernstatistik' });
  const worked = Number(await stats.locator('[data-stat="worked"]').textContent());
  expect(worked).toBeGreaterThanOrEqual(answered);
});

test('no quiz for a guest, and the template path needs an admin', async ({ page, request }) => {
  await page.goto('/dashboard/quiz/random');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Fquiz%2Frandom$/);
  expect((await request.get('/api/exam/quiz?mode=random')).status()).toBe(401);
  expect((await request.get('/api/admin/exam/template.csv')).status()).toBe(401);
});
