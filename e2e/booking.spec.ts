import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('the session booking mock-up: expert, date, time, summary with price', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/book-session');
  await expect(page.getByRole('heading', { name: 'Privatsitzung buchen' })).toBeVisible();
  await expect(page.getByText('Vorschau: Die Buchung wird noch nicht übertragen.')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: /Dr\. Anna Weber/ }).click();
  const today = await page.getByLabel('Datum', { exact: true }).getAttribute('min');
  await page.getByLabel('Datum', { exact: true }).fill(today!);
  await expect(page.getByRole('button', { name: /13:00/ })).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Ihre Auswahl' })).toBeHidden();
  await page.getByRole('button', { name: '10:30' }).click();
  const summary = page.getByRole('region', { name: 'Ihre Auswahl' });
  await expect(summary).toContainText('Dr. Anna Weber');
  await expect(summary).toContainText('10:30');
  await expect(summary).toContainText('89,00 €');
  await expectAccessible(page);
  await summary.getByRole('button', { name: 'Sitzung buchen' }).click();
  await expect(summary.getByRole('status')).toContainText('Ihre Anfrage ist vorgemerkt');
});

test('a learner without the page sees why booking is locked (issue 10)', async ({ page }) => {
  await signIn(page, await registerConfirmed(page.request, { prefix: 'locked-booking' }));
  await page.goto('/dashboard/book-session');
  await expect(
    page.getByRole('heading', { name: /Privatsitzungen.*noch nicht freigeschaltet/ }),
  ).toBeVisible();
});
