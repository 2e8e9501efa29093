import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

const run = `${Date.now()}`;

test('an admin adds a glossary term, a news item and a course with chapter and question', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);

  // Glossary: 'Begriff hinzufügen' with the rules of SPEC §5.
  await page.goto('/dashboard/lexicon');
  await page.getByRole('button', { name: 'Begriff hinzufügen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Begriff hinzufügen' });
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog.getByRole('alert').first()).toHaveText(
    'Bitte füllen Sie Begriff, Definition und Kategorie aus.',
  );
  const term = `Verkehrstherapie ${run}`;
  await dialog.getByLabel('Begriff', { exact: true }).fill(term);
  await dialog.getByLabel('Definition').fill('Eine Therapie, die auf sicheres Fahren zielt.');
  await dialog.getByLabel('Kategorie').selectOption('Therapie');
  const related = dialog.getByLabel('Verwandte Begriffe');
  await related.fill('Gutachten');
  await related.press('Enter');
  await related.fill(' gutachten ');
  await related.press('Enter');
  await related.fill('   ');
  await related.press('Enter');
  await expect(dialog.getByRole('button', { name: /entfernen$/ })).toHaveCount(1);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Speichern' }).click();
  await expect(dialog).toBeHidden();
  const entry = page.getByRole('article', { name: term });
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('Therapie');
  await expect(entry).toContainText('Gutachten');

  // News.
  await page.goto('/dashboard/news');
  await page.getByRole('button', { name: 'Neuigkeit erstellen' }).click();
  const news = page.getByRole('dialog', { name: 'Neuigkeit erstellen' });
  await news.getByLabel('Titel').fill(`Neues Angebot ${run}`);
  await news.getByLabel('Text').fill('Ab sofort gibt es **Abendtermine**.');
  await expectAccessible(page);
  await news.getByRole('button', { name: 'Speichern' }).click();
  await expect(news).toBeHidden();
  const first = page.getByRole('article').first();
  await expect(first).toContainText(`Neues Angebot ${run}`);
  await first.getByRole('button', { name: new RegExp(`Neues Angebot ${run}`) }).click();
  await expect(first.locator('strong')).toHaveText('Abendtermine');

  // Courses tab of the admin screen.
  await page.goto('/dashboard/admin?tab=courses');
  await page.getByRole('button', { name: 'Kurs anlegen' }).click();
  const form = page.getByRole('dialog', { name: 'Kurs anlegen' });
  await form.getByLabel('Titel').fill(`Admin-Kurs ${run}`);
  await form.getByLabel('Alkohol-MPU').check();
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: `Kapitel von Admin-Kurs ${run} anzeigen` }).click();
  await page.getByRole('button', { name: 'Kapitel hinzufügen' }).click();
  const chapter = page.getByRole('dialog', { name: 'Kapitel hinzufügen' });
  await chapter.getByLabel('Titel').fill('Erstes Kapitel');
  await chapter.getByLabel('Inhalt').fill('## Worum es geht');
  await chapter.getByRole('button', { name: 'Speichern' }).click();
  await expect(chapter).toBeHidden();
  await page.getByRole('button', { name: 'Frage hinzufügen' }).click();
  const quiz = page.getByRole('dialog', { name: 'Frage hinzufügen' });
  await quiz.getByLabel('Frage', { exact: true }).fill('Was ist richtig?');
  await quiz.getByLabel('Antwort A', { exact: true }).fill('Dies');
  await quiz.getByLabel('Antwort B', { exact: true }).fill('Das');
  await quiz.getByLabel('Antwort B ist richtig').check();
  await expectAccessible(page);
  await quiz.getByRole('button', { name: 'Speichern' }).click();
  await expect(quiz).toBeHidden();
  await expect(page.getByText('Das (richtig)')).toBeVisible();
  await expectAccessible(page);
});
