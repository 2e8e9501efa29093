import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('the practice interview pauses on a crisis with help contacts; the learner continues or ends', async ({
  page,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'interview-crisis', reason: 'alcohol' });
  await setPages(account.email, { 'exam-trainer': true });
  await signIn(page, account);
  await page.goto('/dashboard/exam-trainer');
  await page.getByRole('button', { name: 'Gespräch beginnen' }).click();
  const answer = page.getByRole('textbox', { name: 'Ihre Antwort' });
  await expect(answer).toBeFocused();

  // Indirect suicidal thoughts: the pause is announced, takes focus and names the crisis line.
  await answer.fill('Manchmal wünsche ich mir, ich würde morgens einfach nicht mehr aufwachen.');
  await answer.press('Control+Enter');
  const pause = page.getByRole('alert');
  await expect(pause.getByRole('heading', { name: 'Die Übung ist pausiert' })).toBeFocused();
  await expect(pause).toContainText('0800 111 0 111');
  await expect(pause).toContainText('112');
  await expect(answer).toBeHidden();
  await expectAccessible(page);

  await pause.getByRole('button', { name: 'Weiter üben' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(answer).toBeFocused();
  const log = page.getByRole('log', { name: 'Gesprächsverlauf' });
  await expect(log).toContainText('Telefonseelsorge');

  // Current heavy use with withdrawal signs: medical help first; this time the learner ends.
  await answer.fill('Zurzeit trinke ich jeden Tag eine Flasche Korn, und morgens zittern mir die Hände.');
  await page.getByRole('button', { name: 'Antwort senden' }).click();
  await expect(pause).toContainText('116 117');
  await expect(pause).toContainText('Suchtberatung');
  await pause.getByRole('button', { name: 'Gespräch beenden' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Bericht' })).toBeFocused();
});
