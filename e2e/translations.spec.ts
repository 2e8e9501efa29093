import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

const run = `${Date.now()}`;

test('an admin translates a glossary term side by side; a Turkish learner reads it in Turkish', async ({
  page,
  browser,
  request,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/lexicon');
  await page.getByRole('button', { name: 'Begriff hinzufügen' }).click();
  const form = page.getByRole('dialog', { name: 'Begriff hinzufügen' });
  const term = `Nachschulung ${run}`;
  await form.getByLabel('Begriff', { exact: true }).fill(term);
  await form.getByLabel('Definition').fill('Ein Kurs nach einem Verkehrsverstoß.');
  await form.getByLabel('Kategorie').selectOption('Rechtliches');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form).toBeHidden();

  // The new term lacks both translations: the list says so.
  const entry = page.getByRole('article', { name: term });
  await expect(entry.getByText('TR fehlt')).toBeVisible();
  await expect(entry.getByText('EN fehlt')).toBeVisible();
  await entry.getByRole('button', { name: `Übersetzungen von „${term}“ bearbeiten` }).click();
  const editor = page.getByRole('dialog', { name: `Übersetzungen: ${term}` });
  await expect(editor.getByText('Ein Kurs nach einem Verkehrsverstoß.')).toBeVisible();
  const turkish = `Ek eğitim ${run} (Nachschulung)`;
  await editor.getByLabel('Begriff (Türkisch)').fill(turkish);
  await editor.getByLabel('Definition (Türkisch)').fill('Bir trafik ihlalinden sonra katılınan kurs.');
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Übersetzungen speichern' }).click();
  await expect(editor).toBeHidden();
  await expect(entry.getByText('TR fehlt')).toBeHidden();
  await expect(entry.getByText('EN fehlt')).toBeVisible();

  // A learner whose interface is Turkish sees the translation, marked as Turkish content.
  const learner = await registerConfirmed(request, { prefix: 'tr-learner' });
  const context = await browser.newContext({ locale: 'tr-TR' });
  const turkishPage = await context.newPage();
  const login = await turkishPage.request.post('/api/auth/login', {
    data: { email: learner.email, password: learner.password },
  });
  expect(login.ok()).toBe(true);
  await turkishPage.goto(`/dashboard/lexicon?lng=tr&q=${encodeURIComponent(`Nachschulung ${run}`)}`);
  const translated = turkishPage.getByRole('article', { name: turkish });
  await expect(translated).toBeVisible();
  await expect(translated).toContainText('Bir trafik ihlalinden sonra katılınan kurs.');
  await context.close();
});
