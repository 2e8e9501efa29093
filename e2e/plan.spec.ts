import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

/** `days` after today in Germany, as the date input expects it (YYYY-MM-DD). */
function germanDayIn(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

test('a learner sets the MPU date, sees the steps, does a review and finds the overview up to date', async ({
  page,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'plan', reason: 'alcohol' });
  await setPages(account.email, { courses: true });
  await signIn(page, account);
  // One exam question answered wrong before (test-only fixture): it is due for review.
  expect(
    (await page.request.post('/api/test/progress', { data: { language: 'de', wrongAnswers: 1 } })).status(),
  ).toBe(200);
  // Everything below happens in this one page load.
  await page.evaluate(() => {
    (window as unknown as { planMarker: boolean }).planMarker = true;
  });

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Mein Weg zur MPU' }).click();
  await expect(page).toHaveURL(/\/dashboard\/plan$/);
  await expect(page.getByRole('heading', { name: 'Mein Weg zur MPU', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Mein Weg zur MPU – MPU-Vorbereitung');
  await expect(page.getByText('Tragen Sie Ihren MPU-Termin ein')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('MPU-Termin').fill(germanDayIn(30));
  await page.getByLabel('Abstinent seit').fill(germanDayIn(-200));
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Gespeichert. Ihr Plan ist aktualisiert.')).toBeVisible();
  await expect(page.getByText(/^Noch 30 Tage bis zu Ihrer MPU am /)).toBeVisible();
  const thisWeek = page.getByRole('region', { name: 'Diese Woche' });
  await expect(thisWeek).toContainText('Mein MPU-Fall: „Vorgeschichte“ ausfüllen');
  await expect(thisWeek.getByRole('link', { name: /Prüfungsfragen? üben/ })).toBeVisible();
  const milestones = page.getByRole('region', { name: 'Fristen und Meilensteine' });
  await expect(milestones).toContainText('6 Monate Abstinenz erreicht');
  await expect(milestones).toContainText('Hier entscheiden die Behörde oder die Gutachter im Einzelfall.');
  await expect(milestones.getByRole('link', { name: 'Als Kalender herunterladen (.ics)' })).toHaveAttribute(
    'href',
    '/api/plan/calendar.ics',
  );
  await expect(page.getByRole('region', { name: 'Wochenplan' })).toBeVisible();

  // The Promille estimate: a range (hand-computed in common/domain/promille.test.ts), with its limits.
  const promille = page.getByRole('region', { name: 'Promille-Rechner (Schätzung)' });
  await promille.getByLabel('Körpergewicht in kg').fill('80');
  await promille.getByLabel('Größe in cm (freiwillig, genauer)').fill('180');
  await promille.getByLabel('Alter (freiwillig, für Männer genauer)').fill('40');
  await promille.getByLabel('Bier, 0,5 l (5 %): Anzahl').fill('4');
  await promille.getByLabel('Stunden seit dem ersten Getränk').fill('3');
  await expect(promille.getByRole('status')).toContainText('Geschätzt zwischen 0,35 ‰ und 0,92 ‰');
  await expect(promille).toContainText('sagt nie, ob Sie fahren dürfen');
  // The consistency check with a typed-in measured value (common/domain/promille-check.test.ts).
  await promille.getByLabel('Gemessener Wert in Promille (freiwillig)').fill('1,9');
  const check = promille.getByRole('region', { name: 'Passen Ihre Angaben zum gemessenen Wert?' });
  await expect(check).toContainText('Ihre Angaben erklären den gemessenen Wert noch nicht.');
  await expect(check).toContainText('etwa 145 bis 211 g Alkohol – ungefähr 7 bis 11 Flaschen Bier');
  await expect(check).toContainText('Das ist kein Vorwurf');
  await expect(check).toContainText('Ab etwa 1,6 ‰ gehen Gutachter davon aus');
  await expect(check).toContainText('Er sagt nie, ob jemand fahren darf.');
  await promille.getByLabel('Gemessener Wert in Promille (freiwillig)').fill('0,6');
  await expect(check).toContainText('Das passt zusammen');
  await expect(check).not.toContainText('Ab etwa 1,6 ‰');
  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/plan-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: 'test-results/plan-desktop.png', fullPage: true });

  // Today's review, started from the plan: the question answered wrong is due, next to the new
  // questions planned for today (how many depends on the content loaded; decision 026).
  const due = page.getByRole('region', { name: 'Heute üben' });
  await expect(due.getByTestId('due-count')).toHaveText(
    /^Heute ist 1 Frage zur Wiederholung fällig, dazu \d+ neue\.$/,
  );
  await expect(due.getByTestId('due-streak')).toContainText('Noch keine Serie');
  await due.getByRole('link', { name: 'Wiederholung starten' }).click();
  await expect(page).toHaveURL(/\/dashboard\/review$/);
  await expect(page.getByRole('heading', { name: 'Wiederholung', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'E2E-Frage' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('radio', { name: /^A/ }).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.getByText('Richtig!')).toBeVisible();
  await expect(page.getByText(/Diese Frage kommt am .* wieder\./)).toBeVisible();

  // Back to the overview in the app: the count is fresh without a reload, the streak has begun.
  await nav.getByRole('link', { name: 'Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const overviewDue = page.getByRole('region', { name: 'Heute üben' });
  await expect(overviewDue.getByTestId('due-streak')).toContainText('1 Tag in Folge wiederholt');
  // No simulation yet: the overview's history card invites to the first one.
  const simulations = page.getByRole('region', { name: 'Prüfungssimulationen' });
  await expect(simulations).toContainText('Sie haben noch keine Simulation abgeschlossen.');
  await expect(simulations.getByRole('link', { name: 'Erste Simulation starten' })).toHaveAttribute(
    'href',
    '/dashboard/quiz/simulation',
  );
  expect(await page.evaluate(() => (window as unknown as { planMarker?: boolean }).planMarker)).toBe(true);
  await expectAccessible(page);
});
