import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('a learner unlocked by the admin holds a written practice interview and sees the report', async ({
  page,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'interview', reason: 'alcohol' });
  await setPages(account.email, { 'exam-trainer': true });
  await signIn(page, account);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Übungsgespräch' })
    .click();
  await expect(page.getByRole('heading', { name: 'Übungsgespräch', level: 1 })).toBeVisible();
  await expect(page.getByText('Eine Übungshilfe – keine Vorhersage Ihres Gutachtens.')).toBeVisible();
  await expect(page.getByText('Nach Ihrem ersten Gespräch sehen Sie hier')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Gespräch beginnen' }).click();
  const log = page.getByRole('log', { name: 'Gesprächsverlauf' });
  await expect(log).toContainText('Warum sind Sie heute hier?');
  const answer = page.getByRole('textbox', { name: 'Ihre Antwort' });
  await expect(answer).toBeFocused();

  // A vague answer gets a follow-up asking for something concrete.
  await answer.fill('Ich habe halt ab und zu etwas getrunken, ganz normal.');
  await answer.press('Control+Enter');
  await expect(log).toContainText('SieIch habe halt ab und zu etwas getrunken');
  await expect(log.getByRole('listitem').last()).toContainText('Nachfrage');
  await expect(answer).toHaveValue('');
  await expectAccessible(page);

  await answer.fill('Früher habe ich jedes Wochenende 6 bis 8 Bier getrunken, seit etwa 10 Jahren.');
  await page.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(log.getByRole('listitem')).toHaveCount(5);

  await page.getByRole('button', { name: 'Gespräch beenden und Bericht ansehen' }).click();
  const report = page.getByRole('heading', { name: 'Ihr Bericht' });
  await expect(report).toBeFocused();
  const past = page.getByRole('region', { name: /Vorgeschichte/ });
  await expect(past).toContainText(/\d von 3/);
  await expect(past.locator('q').first()).toContainText(/ab und zu|6 bis 8 Bier/);
  await expect(page.getByRole('region', { name: /Zukunft/ })).toContainText('nicht besprochen');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Neues Gespräch beginnen' }).click();
  const trend = page.getByRole('region', { name: 'Ihr Verlauf' });
  await expect(trend.getByRole('row')).toHaveCount(2);
  await trend.getByRole('button', { name: 'Bericht ansehen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Bericht' })).toBeVisible();
  // Issue 28: at 360 px the trend is a card per report; the page is no wider than the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(trend.getByRole('listitem').filter({ hasText: 'Bericht schließen' })).toHaveCount(1);
  await expect(trend.getByRole('button', { name: 'Bericht schließen' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/interview-trend-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Spoken mode: the question can be read aloud; typing still works.
  await page.getByRole('radio', { name: /Mündlich/ }).check();
  await page.getByRole('button', { name: 'Gespräch beginnen' }).click();
  await expect(page.getByRole('button', { name: 'Frage vorlesen' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ihre Antwort' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Übersicht' })
    .click();
  await expect(page.getByRole('region', { name: 'Übungsgespräch' })).toContainText('Letztes Gespräch:');
});

test('a learner without the page sees why the practice interview is locked', async ({ page }) => {
  await signIn(page, await registerConfirmed(page.request, { prefix: 'interview-locked' }));
  await page.goto('/dashboard/exam-trainer');
  await expect(page.getByRole('heading', { name: /ist für Sie noch nicht freigeschaltet/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'Übersicht' })
    .click();
  await expect(page.getByRole('heading', { name: 'MPU-Bereitschaft' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Übungsgespräch' })).toHaveCount(0);
});
