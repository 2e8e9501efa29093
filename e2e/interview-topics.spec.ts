import { readFileSync } from 'node:fs';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

const nav = JSON.parse(readFileSync(new URL('../common/i18n/de/nav.json', import.meta.url), 'utf8'));

/** A whole written interview, as a learner who answers what is asked, one topic after the other. */
const ANSWERS = [
  'Ich bin im März mit 1,9 Promille nach einer Firmenfeier gefahren. Ich hatte über fünf Stunden etwa acht Bier und drei Schnäpse.',
  'Vorher habe ich zwei Jahre lang fast jedes Wochenende sechs bis acht Bier getrunken, und ich bin sicher auch vorher schon angetrunken gefahren, ohne dass es jemand gemerkt hat.',
  'Der Alkohol hat mir nach der Arbeit beim Abschalten geholfen. Ich war damals ständig unter Druck, weil ich mir eingeredet habe, dass ich das ohne Bier nicht schaffe.',
  'Gefahren bin ich, weil ich dachte, ich vertrage viel. Das war meine Entscheidung, kein Pech; genau diese Sicherheit war mein blinder Fleck.',
  'Seit dem 1. April 2025 trinke ich keinen Alkohol mehr. Ich mache EtG-Urinkontrollen, die Nachweise gehen bis heute, und ich gehe jeden Dienstag in eine Selbsthilfegruppe.',
  'Statt des Feierabendbiers gehe ich jetzt laufen, und in der Gruppe habe ich gelernt, Stress früher anzusprechen, zum Beispiel letzte Woche mit meinem Chef.',
  'Gefährlich sind für mich Firmenfeiern und Abende nach sehr stressigen Tagen. Mein erstes Warnzeichen ist, wenn ich denke, ein Bier geht doch.',
  'Wenn es trotzdem passiert, fahre ich an dem Tag nicht, gebe den Schlüssel meiner Frau, rufe noch am selben Abend meine Beraterin an und sage es in der Gruppe.',
  'Zu Feiern fahre ich mit dem Bus und gehe nach dem Essen. Wenn ich merke, dass ich gereizt bin, rede ich mit meiner Frau, bevor ich irgendwo hingehe.',
  'Ich weiß, dass es ein Rückfallrisiko gibt. Deshalb habe ich einen Notfallplan und eine Liste mit drei Menschen, die ich sofort anrufen kann.',
];

test('a whole interview reaches all four topics, shows its progress and rates every topic', async ({
  page,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'interview-topics', reason: 'alcohol' });
  await setPages(account.email, { 'exam-trainer': true });
  await signIn(page, account);
  // Signed in at /, on by the app's own menu.
  await page
    .getByRole('navigation', { name: nav.label })
    .getByRole('link', { name: nav.examTrainer })
    .click();
  await page.getByRole('button', { name: 'Gespräch beginnen' }).click();

  const progress = page.getByRole('navigation', { name: 'Fortschritt im Gespräch' });
  await expect(progress).toContainText('Thema 1 von 4: Vorgeschichte');
  await expectAccessible(page);
  const log = page.getByRole('log', { name: 'Gesprächsverlauf' });
  const answer = page.getByRole('textbox', { name: 'Ihre Antwort' });
  const report = page.getByRole('heading', { name: 'Ihr Bericht' });
  const reached = new Set<string>();
  for (const [index, text] of ANSWERS.entries()) {
    const step = (await progress.locator('p').first().textContent()) ?? '';
    reached.add(step.replace(/^Thema (\d) von 4.*$/, '$1'));
    await answer.fill(text);
    await page.getByRole('button', { name: 'Antwort senden' }).click();
    // The next question, or the report when the interviewer has asked all it wanted to.
    await expect(report.or(log.getByRole('listitem').nth(2 * index + 2))).toBeVisible();
    if (await report.isVisible()) break;
    if (index === 3) await expectAccessible(page);
  }
  expect([...reached].sort()).toEqual(['1', '2', '3', '4']);
  if (!(await report.isVisible())) {
    await expect(progress.locator('[aria-current="step"]')).toContainText('Zukunft');
    await expect(progress.getByRole('listitem').first()).toContainText('besprochen');
    await page.getByRole('button', { name: 'Gespräch beenden und Bericht ansehen' }).click();
  }
  await expect(report).toBeVisible();
  for (const topic of ['Vorgeschichte', 'Ursachen', 'Veränderung', 'Zukunft']) {
    const region = page.getByRole('region', { name: new RegExp(topic) });
    await expect(region).toContainText(/[1-3] von 3/);
    await expect(region).not.toContainText('nicht besprochen');
  }
  await expectAccessible(page);
});
