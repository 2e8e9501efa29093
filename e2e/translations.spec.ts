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
  // Until it is translated, a learner whose interface is Turkish reads the German entry, marked as
  // German ('Almanca') and with lang="de", so a screen reader speaks it with a German voice.
  // The learner signs in from '/', chooses Turkish in the header and moves by the app's links.
  const learner = await registerConfirmed(request, { prefix: 'tr-learner' });
  const context = await browser.newContext();
  const turkishPage = await context.newPage();
  await signIn(turkishPage, learner);
  await turkishPage.getByLabel('Sprache').selectOption('tr');
  await expect(turkishPage.locator('html')).toHaveAttribute('lang', 'tr');
  const menu = turkishPage.getByRole('navigation', { name: 'Ana gezinme' });
  await menu.getByRole('link', { name: 'MPU sözlüğü' }).click();
  await turkishPage.getByRole('searchbox').fill(term);
  const fallback = turkishPage.getByRole('article', { name: term });
  await expect(fallback.locator(`[lang="de"]`).filter({ hasText: term })).toBeVisible();
  await expect(fallback.getByTestId('german-fallback')).toHaveText('Almanca');
  await expect(fallback.getByTestId('german-fallback')).toHaveAttribute('lang', 'tr');

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

  // Now the same learner, back in the glossary through the menu, finds the translation by its Turkish
  // name, marked as Turkish content.
  await menu.getByRole('link', { name: 'Genel bakış' }).click();
  await menu.getByRole('link', { name: 'MPU sözlüğü' }).click();
  await turkishPage.getByRole('searchbox').fill(`Ek eğitim ${run}`);
  const translated = turkishPage.getByRole('article', { name: turkish });
  await expect(translated).toBeVisible();
  await expect(translated).toContainText('Bir trafik ihlalinden sonra katılınan kurs.');
  await expect(translated.getByTestId('german-fallback')).toHaveCount(0);
  await context.close();
});
