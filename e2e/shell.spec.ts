import type { Page } from '@playwright/test';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

const tourDialog = (page: Page) => page.getByRole('alertdialog');

test('desktop: the guided tour, the sidebar and signing out', async ({ page }) => {
  // A new learner: only videos and lexicon are unlocked at registration (SPEC §6).
  await signIn(page, await registerConfirmed(page.request, { prefix: 'shell' }), { tour: true });

  // First visit: the tour over what this learner can open, with the German labels of SPEC §2.
  const tour = tourDialog(page);
  await expect(tour).toContainText('Übersicht');
  await expect(tour).toContainText('Schritt 1 von 6');
  await expect(tour.getByRole('button', { name: 'Überspringen' })).toBeVisible();
  await expect(tour.getByRole('button', { name: 'Schließen' })).toBeVisible();
  await expectAccessible(page);
  await tour.getByRole('button', { name: 'Weiter' }).click();
  await expect(tour).toContainText('Mein Weg zur MPU');
  await expect(tour).toContainText('Schritt 2 von 6');
  await tour.getByRole('button', { name: 'Zurück' }).click();
  await expect(tour).toContainText('Schritt 1 von 6');
  for (const title of ['Mein Weg zur MPU', 'Videokurse', 'MPU-Lexikon', 'Mein MPU-Fall']) {
    await tour.getByRole('button', { name: 'Weiter' }).click();
    await expect(tour.getByRole('heading')).toHaveText(title);
  }
  await tour.getByRole('button', { name: 'Weiter' }).click();
  await expect(tour).toContainText('Schritt 6 von 6');
  await expect(tour.getByRole('button', { name: 'Überspringen' })).toHaveCount(0);
  await tour.getByRole('button', { name: 'Fertig' }).click();
  await expect(tour).toHaveCount(0);

  // Seen: not shown again after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(tour).toHaveCount(0);

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(nav.getByRole('link', { name: 'Übersicht' })).toHaveAttribute('aria-current', 'page');
  // Locked areas show a lock and explain how to get access; admin entries are not there at all.
  await expect(nav.getByText('Administration')).toHaveCount(0);
  for (const name of [
    'Multiple Choice Kurse',
    'Neuigkeiten',
    'KI-Assistent',
    'Übungsgespräch',
    'Privatsitzungen',
  ]) {
    await expect(
      nav.getByRole('link', { name: new RegExp(`${name}.*noch nicht freigeschaltet`) }),
    ).toBeVisible();
  }
  await nav.getByRole('link', { name: /KI-Assistent/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/ai-assistant$/);
  await expect(
    page.getByRole('heading', { name: '„KI-Assistent“ ist für Sie noch nicht freigeschaltet' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('KI-Assistent – MPU-Vorbereitung');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Zur Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await nav.getByRole('link', { name: 'Videokurse' }).click();
  await expect(page).toHaveURL(/\/dashboard\/videos$/);
  await expect(nav.getByRole('link', { name: 'Videokurse' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Übersicht' })).not.toHaveAttribute('aria-current', 'page');

  // The help entry restarts the tour; skipping ends it.
  await page.getByRole('button', { name: 'Rundgang starten' }).click();
  await expect(tour).toContainText('Schritt 1 von 6');
  await tour.getByRole('button', { name: 'Überspringen' }).click();
  await expect(tour).toHaveCount(0);
  // Escape ends it too, and focus returns to the help button (issue 14).
  const help = page.getByRole('button', { name: 'Rundgang starten' });
  await help.focus();
  await page.keyboard.press('Enter');
  await expect(tour).toContainText('Schritt 1 von 6');
  await page.keyboard.press('Escape');
  await expect(tour).toHaveCount(0);
  await expect(help).toBeFocused();

  // The bell explains that news is not unlocked yet.
  await page.getByRole('button', { name: 'Benachrichtigungen' }).click();
  await expect(page.getByText('Neuigkeiten sind für Ihr Konto noch nicht freigeschaltet.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the tour pauses off the overview: a quiz opened during the tour takes its clicks, and the tour resumes on the overview', async ({
  page,
}) => {
  // Issues 27 and 28 (decision 073): the tour's overlay stayed over the quiz and took the clicks
  // meant for the answer options until it was closed.
  const learner = await registerConfirmed(page.request, { prefix: 'tour-quiz' });
  await setPages(learner.email, { courses: true });
  await signIn(page, learner, { tour: true });
  const tour = tourDialog(page);
  const shell = page.locator('[data-touring]');
  await expect(tour).toContainText('Schritt 1 von 7');
  await tour.getByRole('button', { name: 'Weiter' }).click();
  await tour.getByRole('button', { name: 'Weiter' }).click();
  await expect(tour.getByRole('heading')).toHaveText('Multiple Choice Kurse');

  // The highlighted entry is followed: the tour pauses (it is not seen yet), the page is free.
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await nav.getByRole('link', { name: 'Multiple Choice Kurse' }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await expect(tour).toHaveCount(0);
  await expect(shell).toHaveAttribute('data-touring', 'paused');
  await page.getByRole('link', { name: /Random Prüfungsfragen/ }).click();
  await expect(page.getByText(/^Frage 1 von \d+$/)).toBeVisible();

  // The answer options take the clicks (a click, not a forced one: nothing lies on top).
  const option = page.locator('main fieldset input').first();
  await option.click();
  await expect(option).toBeChecked();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.getByTestId('quiz-result')).toContainText(/Richtig!|Leider falsch\./);
  await expect(tour).toHaveCount(0);
  await expectAccessible(page);

  // Back on the overview, the tour resumes from its start.
  await nav.getByRole('link', { name: 'Übersicht' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tour).toContainText('Schritt 1 von 7');
  await expect(shell).toHaveAttribute('data-touring', 'true');

  // The browser's back button leads to the quiz again: paused there too, the next question answerable.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/quiz\/random$/);
  await expect(tour).toHaveCount(0);
  await expect(page.getByText(/^Frage 1 von \d+$/)).toBeVisible();
  await page.locator('main fieldset input').nth(1).click();
  await expect(page.locator('main fieldset input').nth(1)).toBeChecked();

  // Asked for on a quiz, the tour opens on the overview, not over the questions; once finished
  // (skipped), it stays away.
  await page.getByRole('button', { name: 'Rundgang starten' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(tour).toContainText('Schritt 1 von 7');
  await tour.getByRole('button', { name: 'Überspringen' }).click();
  await expect(shell).toHaveAttribute('data-touring', 'false');
  await page.goto('/dashboard/quiz/random');
  await expect(page.getByText(/^Frage 1 von \d+$/)).toBeVisible();
  await page.getByRole('link', { name: 'Übersicht' }).first().click();
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(tour).toHaveCount(0);
});

test('phone: the collapsible menu, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // The tour's seen flag lives in the browser (a fresh context here), so the demo learner sees it too.
  await signIn(page, DEMO.learner, { tour: true });
  const tour = tourDialog(page);
  // The demo learner has every page unlocked: every learner area is a step.
  await expect(tour).toContainText('Schritt 1 von 12');
  await tour.getByRole('button', { name: 'Überspringen' }).click();

  const menu = page.getByRole('button', { name: 'Menü' });
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await expectAccessible(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);

  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'MPU-Lexikon' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/lexicon$/);
  await expect(nav).toBeHidden();
  await menu.click();
  await expect(nav.getByRole('link', { name: 'MPU-Lexikon' })).toHaveAttribute('aria-current', 'page');
});

test('the language choice persists across a reload', async ({ page }) => {
  await signIn(page, DEMO.learner); // the language is kept in this browser, not on the server
  await page.getByLabel('Sprache').selectOption('tr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genel bakış');
  await expect(page.getByRole('link', { name: 'Video kursları' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Genel bakış');
  await expect(page.getByRole('button', { name: 'Çıkış yap' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Dil').selectOption('de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Übersicht');
});

test('MPU reasons in the header: saved on the server, unchanged when saving fails', async ({ page }) => {
  await signIn(page, await registerConfirmed(page.request, { prefix: 'reasons', reason: 'alcohol' }));
  const label = page.getByTestId('reasons-label');
  await expect(label).toHaveText('Alkohol-MPU');

  await page.getByRole('button', { name: /^MPU-Grund/ }).click();
  await page.getByRole('checkbox', { name: 'Drogen-MPU' }).click(); // saved first, then shown
  await expect(label).toHaveText('2 MPU-Gründe ausgewählt');
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Drogen-MPU' }).click();
  await expect(label).toHaveText('Alkohol-MPU');
  await page.getByRole('checkbox', { name: 'Alkohol-MPU' }).click();
  await expect(label).toHaveText('MPU Grund wählen');
  await page.reload();
  await expect(label).toHaveText('MPU Grund wählen');

  // A failed save keeps the selection as it was.
  await page.route('**/api/me/reasons', (route) =>
    route.fulfill({ status: 500, body: '{"error":{"code":"internal"}}' }),
  );
  await page.getByRole('button', { name: /^MPU-Grund/ }).click();
  await page.getByRole('checkbox', { name: /Verkehrsauffälligkeiten/ }).click();
  await expect(page.getByRole('alert')).toContainText('konnte nicht gespeichert werden');
  await expect(page.getByRole('checkbox', { name: /Verkehrsauffälligkeiten/ })).not.toBeChecked();
  await expect(label).toHaveText('MPU Grund wählen');
});

test('an administrator sees the admin entries and a tour of 13 steps', async ({ page }) => {
  await signIn(page, DEMO.admin, { tour: true });
  const tour = tourDialog(page);
  await expect(tour).toContainText('Schritt 1 von 13');
  await tour.getByRole('button', { name: 'Überspringen' }).click();
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const name of ['Privatsitzungen', 'KI-Assistent', 'Übungsgespräch', 'Administration']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  await expect(nav.getByRole('link', { name: 'Administration' })).toHaveAttribute('aria-current', 'page');
  // The bell opens something useful even before news exists.
  await page.getByRole('button', { name: /^Benachrichtigungen/ }).click();
  await expect(page.getByRole('link', { name: 'Alle Neuigkeiten ansehen' })).toBeVisible();
});
