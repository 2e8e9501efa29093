import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, signIn, test } from './support/fixtures.ts';

test.use({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });

// Issue 29: on a phone the tasks run by touch; line tracing end to end, the reaction areas respond.
test('a learner on a phone traces lines by touch and sees the result', async ({ page }) => {
  const account = await registerConfirmed(page.request, { prefix: 'leistungstest-touch' });
  await setPages(account.email, { leistungstest: true });
  await signIn(page, account);
  await page.goto('/dashboard/leistungstest');
  await page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Linien verfolgen (Orientierung)', exact: true }) })
    .getByRole('button', { name: 'Starten' })
    .tap();
  await page.getByRole('button', { name: 'Übung starten' }).tap();
  const canvas = page.locator('[data-task-canvas="tracing"]');
  for (let i = 0; i < 2; i++) {
    await expect(page.getByText(`Aufgabe ${i + 1} von 2`)).toBeVisible();
    await canvas.getByRole('button', { name: String(i + 1), exact: true }).tap();
  }
  await page.getByRole('button', { name: 'Wertung starten' }).tap();
  for (let i = 0; i < 8; i++) {
    await expect(page.getByText(`Aufgabe ${i + 1} von 8`)).toBeVisible();
    await canvas.getByRole('button', { name: String(i + 1), exact: true }).tap();
  }
  await expect(
    page.getByText(/Sie haben \d von 8 Linien richtig verfolgt, im Mittel nach [\d.]+ ms/),
  ).toBeVisible();
  const { runs } = await (await page.request.get('/api/leistungstest/runs')).json();
  expect(runs[0]).toMatchObject({ task: 'tracing', phase: 'scored', aborted: false, figures: { items: 8 } });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
