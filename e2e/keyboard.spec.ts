import type { APIRequestContext, Page } from '@playwright/test';
import { adminApi as adminClient, setPages } from './support/admin-api.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { waitForMail } from './support/mail.ts';
import { serveTestClip, adminApi as videoAdmin } from './support/videos.ts';

const run = `${Date.now()}`;
const SLOW_MS = 1500;

/** Answers of this kind come back only after SLOW_MS: focus must not be lost while waiting. */
async function slowDown(page: Page, pattern: string) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_MS));
    await route.continue();
  });
}

async function setUpContent(request: APIRequestContext) {
  // Its own term, unlike any other: knowledge.spec.ts creates 'Zwölfmonatsnachweis' with a related term
  // at the same time and expects its search to find exactly one entry.
  const api = await adminClient();
  const term = await api.post('/api/admin/lexicon', {
    data: {
      term: 'Begleitheft',
      definition: 'Ein Heft, in dem Sie Ihre Belege und Termine sammeln.',
      category: 'Dokumentation',
      related: [],
    },
  });
  expect([201, 409]).toContain(term.status());
  const course = await api.json<{ id: string }>('POST', '/admin/courses', {
    title: `Tastatur-Kurs ${run}`,
    description: 'Ein Kapitel mit einem Fachbegriff.',
  });
  const chapter = await api.json<{ id: string }>('POST', `/admin/courses/${course.id}/chapters`, {
    title: 'Belege sammeln',
    content: 'Führen Sie ein **Begleitheft** bis zur MPU.',
  });
  await api.json('POST', `/admin/courses/chapters/${chapter.id}/quizzes`, {
    question: 'Wie lange gilt ein üblicher Nachweis?',
    options: ['Vier Wochen', 'Zwölf Monate', 'Zehn Jahre'],
    correctAnswer: 'Zwölf Monate',
  });
  await api.dispose();

  const videos = await videoAdmin(request);
  const section = await videos.section(`Tastatur-Videos ${run}`);
  const video = await videos.video(section, `Promille per Tastatur ${run}`);
  await videos.quiz(
    video,
    'Was senkt den Promillewert?',
    ['Zeit', 'Kaffee', 'Kalte Dusche', 'Abbau durch die Leber'],
    ['Zeit', 'Abbau durch die Leber'],
  );
  await videos.quiz(
    video,
    'Ab wie viel Promille ordnet die Behörde eine MPU an?',
    ['0,5 ‰', '1,1 ‰', '1,6 ‰', '2,0 ‰'],
    ['1,6 ‰'],
  );
  return course.id;
}

test('keyboard only: register, sign in, exam quiz, video quiz, glossary, popovers and the practice interview', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const request = await playwright.request.newContext({ baseURL });
  const courseId = await setUpContent(request);
  await request.dispose();
  await serveTestClip(page);

  // Register: the form filled and sent by keyboard.
  const email = `keyboard-${run}@example.org`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByLabel('E-Mail-Adresse'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
  await page.keyboard.type('geheim-123');
  const reason = page.getByLabel('Grund für Ihre MPU');
  await tabTo(page, reason);
  await page.keyboard.press('ArrowDown');
  await expect(reason).not.toHaveValue('');
  const consent = page.getByRole('checkbox', { name: /Ich willige ausdrücklich ein/ });
  await tabTo(page, consent);
  await page.keyboard.press('Space');
  await expect(consent).toBeChecked();
  const register = page.getByRole('button', { name: 'Registrieren' });
  await tabTo(page, register);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Registrierung erfolgreich!' })).toBeVisible();
  await expect(register).toBeFocused();
  const token = (await waitForMail(email)).text.match(/token=([\w%-]+)/)?.[1];
  const verify = await page.request.post('/api/auth/verify-email', {
    data: { token: decodeURIComponent(token!) },
  });
  expect(verify.status()).toBe(200);
  await setPages(email, { courses: true, 'exam-trainer': true });

  // Sign in from `/`; the first visit's tour closes on Escape and focus lands on the main content.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await tabTo(page, page.getByLabel('E-Mail-Adresse'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Passwort', { exact: true })).toBeFocused();
  await page.keyboard.type('geheim-123');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
  await expectAccessible(page);

  // The bell and the reasons select hand the focus back to their button.
  const bell = page.getByRole('button', { name: /^Benachrichtigungen/ });
  await tabTo(page, bell);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Neuigkeiten' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('heading', { name: 'Neuigkeiten' })).toBeHidden();
  await expect(bell).toBeFocused();
  const reasons = page.getByRole('button', { name: /^MPU-Grund:/ });
  await tabTo(page, reasons);
  await page.keyboard.press('Enter');
  const drugs = page.getByRole('checkbox', { name: 'Drogen-MPU' });
  await tabTo(page, drugs);
  await page.keyboard.press('Space');
  await expect(drugs).toBeChecked();
  await expect(drugs).toBeFocused(); // saving does not drop the focus
  await page.keyboard.press('Escape');
  await expect(reasons).toBeFocused();

  // An in-app navigation by keyboard: focus lands on the new page's heading, and a polite live
  // region announces the page's title (issue 28).
  const courses = page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Multiple Choice Kurse' });
  await tabTo(page, courses);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/courses$/);
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(/^Multiple Choice Kurse – /);
  await expect(page.getByTestId('route-announcer')).toHaveAttribute('aria-live', 'polite');

  // Exam quiz with a slow server: the pressed button keeps focus and is busy, then the result has
  // the focus and 'Nächste Frage' is one Tab away.
  await slowDown(page, '**/api/exam/questions/*/answer');
  await page.goto('/dashboard/quiz/random');
  await expect(page.getByText(/^Frage 1 von \d+$/)).toBeVisible();
  await tabTo(page, page.locator('main fieldset input').first());
  await page.keyboard.press('Space');
  await expect(page.locator('main fieldset input').first()).toBeChecked();
  const check = page.getByRole('button', { name: 'Antwort prüfen' });
  await tabTo(page, check);
  await page.keyboard.press('Enter');
  await expect(check).toHaveAttribute('aria-busy', 'true');
  await expect(check).toBeFocused();
  const result = page.getByTestId('quiz-result');
  await expect(result).toBeFocused();
  await expect(result).toContainText(/Richtig!|Leider falsch\./);
  await expectAccessible(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Nächste Frage' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Frage 2 von \d+$/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();

  // A video with its quiz, in the player dialog; Escape hands the focus back to the card.
  await slowDown(page, '**/api/videos/quizzes/*/attempts');
  await page.goto('/dashboard/videos');
  const play = page.getByRole('button', { name: `Video abspielen: Promille per Tastatur ${run}` });
  await tabTo(page, play);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Promille per Tastatur ${run}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  const time = dialog.getByRole('checkbox', { name: /Zeit/ });
  await tabTo(page, time);
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('checkbox', { name: /Abbau durch die Leber/ }));
  await page.keyboard.press('Space');
  const submit = dialog.getByRole('button', { name: 'Antwort prüfen' }).first();
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(submit).toHaveAttribute('aria-busy', 'true');
  await expect(submit).toBeFocused();
  const videoResult = dialog.getByTestId('video-quiz-result');
  await expect(videoResult).toBeFocused();
  await expect(videoResult).toContainText('Richtig');
  await expectAccessible(page);
  // The next question (its first option, in the server's shuffled order) is one Tab away.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox').nth(4)).toBeFocused();
  await expect(dialog.getByRole('checkbox').nth(4)).toHaveAccessibleName(/^A\) \d,\d ‰$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(play).toBeFocused();

  // A glossary popover inside a chapter: it opens on focus and Escape hides it; focus stays.
  await page.goto(`/dashboard/courses/${courseId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Tastatur-Kurs ${run}` })).toBeVisible();
  const term = page.getByRole('button', { name: 'Begleitheft' });
  await tabTo(page, term);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Belege und Termine sammeln');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(term).toBeFocused();

  // The chapter quiz, answered by keyboard with a slow server: the option keeps focus, then the result.
  await slowDown(page, '**/api/courses/quizzes/*/attempt');
  const option = page
    .getByRole('region', { name: 'Überprüfen Sie Ihr Wissen' })
    .getByRole('button', { name: 'Zwölf Monate' });
  await tabTo(page, option);
  await page.keyboard.press('Enter');
  await expect(option).toHaveAttribute('aria-disabled', 'true');
  await expect(option).toBeFocused();
  const chapterResult = page.getByRole('status').filter({ hasText: 'Richtig' });
  await expect(chapterResult).toBeFocused();

  // The practice interview: one answer typed and sent with Ctrl+Enter.
  await page.goto('/dashboard/exam-trainer');
  await expect(page.getByRole('heading', { name: 'Übungsgespräch', level: 1 })).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Gespräch beginnen' }));
  await page.keyboard.press('Enter');
  const log = page.getByRole('log', { name: 'Gesprächsverlauf' });
  await expect(log).toContainText('Warum sind Sie heute hier?');
  const answer = page.getByRole('textbox', { name: 'Ihre Antwort' });
  await expect(answer).toBeFocused();
  await page.keyboard.type('Ich bin mit 1,6 Promille Auto gefahren und will verstehen, warum.');
  await page.keyboard.press('Control+Enter');
  await expect(log).toContainText('mit 1,6 Promille Auto gefahren');
  await expect(answer).toHaveValue('');
  await expect(answer).toBeFocused();
  await expectAccessible(page);
});

test('keyboard only: a dialog returns focus to its opener, and to the main content when the opener is deleted', async ({
  page,
}) => {
  const title = `Tastatur-Neuigkeit ${run}`;
  const api = await adminClient();
  await api.json('POST', '/admin/news', { title, body: 'Nur für den Tastaturtest.' });
  await api.dispose();
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/news');
  await expect(page.getByRole('heading', { level: 1, name: 'Neuigkeiten' })).toBeVisible();

  const entry = page.getByRole('button', { name: new RegExp(`^${title}`), expanded: false });
  await tabTo(page, entry);
  await page.keyboard.press('Enter');
  const remove = page.getByRole('button', { name: `${title} löschen` });
  await tabTo(page, remove);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Neuigkeit löschen' });
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused(); // the safe choice
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Löschen', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(remove).toHaveCount(0);
  await expect(page.locator('#main')).toBeFocused();
});
