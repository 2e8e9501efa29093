import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('the AI assistant answers an example question, with the AI disclosure', async ({ page }) => {
  // The demo learner has the page unlocked (issue 10: no longer admin-only).
  await signIn(page, DEMO.learner);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'KI-Assistent' })
    .click();
  await expect(page.getByRole('heading', { name: 'KI-Assistent' })).toBeVisible();
  await expect(
    page.getByText('Sie schreiben mit einem automatischen System, nicht mit einem Menschen.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Senden' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Wie lange dauert eine MPU?' }).click();
  const log = page.getByRole('log');
  await expect(log).toContainText('Sie: Wie lange dauert eine MPU?');
  await expect(log.getByText(/Lerninhalten/).first()).toBeVisible();
  await expect(page.getByText(/Offline-Modus/)).toBeVisible();

  const input = page.getByRole('textbox', { name: 'Ihre Nachricht' });
  await input.fill('   ');
  await expect(page.getByRole('button', { name: 'Senden' })).toBeDisabled();
  await input.fill('Was ist ein Abstinenznachweis?');
  await input.press('Enter');
  await expect(log).toContainText('Sie: Was ist ein Abstinenznachweis?');
  await expect(input).toHaveValue('');
  await expectAccessible(page);
});

test('a learner asks from the sidebar and opens the chapter the answer cites (issue 10)', async ({
  page,
}) => {
  // The demo learner prepares for an alcohol MPU: the alcohol chapter answers, not the drug one.
  await signIn(page, DEMO.learner);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: 'KI-Assistent' })
    .click();
  const input = page.getByRole('textbox', { name: 'Ihre Nachricht' });
  await input.fill('Wie lange muss ich abstinent sein?');
  await input.press('Enter');
  const log = page.getByRole('log');
  await expect(log).toContainText('Lerninhalten, keine Beratung');
  const sources = log.getByRole('navigation', { name: 'Quellen' });
  const chapter = sources.getByRole('link', { name: /Verzicht oder kontrolliertes Trinken\?/ });
  await expect(chapter).toBeVisible();
  await expectAccessible(page);

  await chapter.click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]+#kapitel-[0-9a-f-]+$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Verzicht oder kontrolliertes Trinken?' }),
  ).toBeInViewport();
});

test('the assistant says when it finds nothing and where to look instead', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, DEMO.learner);
  await page.goto('/dashboard/ai-assistant');
  const input = page.getByRole('textbox', { name: 'Ihre Nachricht' });
  await input.fill('Wie backe ich einen Apfelkuchen?');
  await input.press('Enter');
  const log = page.getByRole('log');
  await expect(log).toContainText('nicht beantworten');
  const lookHere = log.getByRole('navigation', { name: 'Hier können Sie nachsehen:' });
  await expect(lookHere.getByRole('link', { name: 'MPU-Lexikon' })).toBeVisible();
  await expectAccessible(page);
});

test('a learner without the page sees why the assistant is locked (issue 10)', async ({ page }) => {
  await signIn(page, await registerConfirmed(page.request, { prefix: 'locked-ai' }));
  await page.goto('/dashboard/ai-assistant');
  await expect(page.getByRole('heading', { name: /ist für Sie noch nicht freigeschaltet/ })).toBeVisible();
  await expect(page.getByText(/Wenden Sie sich dafür an den Anbieter dieser App/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Impressum öffnen' })).toHaveAttribute('href', '/impressum');
});
