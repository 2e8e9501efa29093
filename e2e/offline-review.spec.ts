import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, signIn, test } from './support/fixtures.ts';

// Issue 11, done when: 'does today's reviews on a phone, also offline' (decision 027). The learner
// opens today's review once with a connection, loses it, opens the review again through the app's
// menu, answers, and the answer counts once when the phone is back online.
const SAVED = 'Antwort gespeichert – die Auswertung kommt, sobald Sie wieder online sind.';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, today’s review opens and is answered offline, and counts once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const account = await registerConfirmed(page.request, { prefix: 'offline-review', reason: 'alcohol' });
  await setPages(account.email, { courses: true });
  await signIn(page, account);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
  // One exam question answered wrong before (test-only fixture): it is due today.
  const seeded = await page.request.post('/api/test/progress', { data: { language: 'de', wrongAnswers: 1 } });
  expect(seeded.status()).toBe(200);

  const menu = page.getByRole('button', { name: 'Menü' });
  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  const openReview = async () => {
    await menu.click();
    await nav.getByRole('link', { name: 'Mein Weg zur MPU' }).click();
    await page
      .getByRole('region', { name: 'Heute üben' })
      .getByRole('link', { name: 'Wiederholung starten' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/review$/);
    await expect(page.getByRole('heading', { name: 'E2E-Frage' })).toBeVisible();
  };
  const toOverview = async () => {
    await menu.click();
    await nav.getByRole('link', { name: 'Übersicht' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  };

  // With a connection: the review and the plan are read once (and kept for offline use).
  await openReview();
  await toOverview();

  // Without one, the app opened again (as after closing it on the phone): the same way through the
  // menu, from the kept copies only; the answer is saved, not judged.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-status')).toBeVisible();
  await openReview();
  await page.getByRole('radio', { name: /^A/ }).check();
  await page.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(page.getByTestId('saved-offline')).toHaveText(SAVED);
  await expect(page.getByText('Richtig!')).toHaveCount(0);
  const status = page.getByTestId('offline-status');
  await expect(status).toContainText('1 Antwort wartet auf das Senden.');
  await page.screenshot({ path: 'test-results/offline-review-360.png', fullPage: true });

  // Back online: sent by itself, once; the overview shows the review day.
  await context.setOffline(false);
  await expect(status).not.toContainText('Antwort', { timeout: 75_000 });
  await toOverview();
  await expect(page.getByRole('region', { name: 'Heute üben' }).getByTestId('due-streak')).toContainText(
    '1 Tag in Folge wiederholt',
  );
});
