import type { NewsItem } from '../common/schemas/news.ts';
import { adminApi } from './support/admin-api.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

type Api = Awaited<ReturnType<typeof adminApi>>;
const run = `${Date.now()}`;

/** Glossary terms for the test (kept if a retry finds them already there). */
async function ensureTerm(api: Api, term: string, definition: string, related: string[]) {
  const response = await api.post('/api/admin/lexicon', {
    data: { term, definition, category: 'Dokumentation', related },
  });
  expect([201, 409]).toContain(response.status());
}

async function setUpTerms(api: Api) {
  await ensureTerm(api, 'Zwölfmonatsnachweis', 'Ein Beleg über zwölf Monate ohne Alkohol oder Drogen.', [
    'Kontrollurinprobe',
  ]);
  await ensureTerm(api, 'Kontrollurinprobe', 'Eine unangekündigte Urinprobe im Abstinenzprogramm.', [
    'Zwölfmonatsnachweis',
  ]);
}

async function setUp(api: Api) {
  await setUpTerms(api);
  const course = await api.json<{ id: string }>('POST', '/admin/courses', {
    title: `Abstinenz belegen ${run}`,
    description: 'Wie Sie Ihren Verzicht nachweisen.',
  });
  const chapter = await api.json<{ id: string }>('POST', `/admin/courses/${course.id}/chapters`, {
    title: 'Nachweise sammeln',
    content:
      'Viele Stellen verlangen **Zwölfmonatsnachweise**.\n\n## Ablauf\n\n- Termine kommen kurzfristig\n- Jede Probe zählt\n\n<script>window.hacked = true</script>',
  });
  await api.json('POST', `/admin/courses/chapters/${chapter.id}/quizzes`, {
    question: 'Wie lange gilt ein üblicher Nachweis?',
    options: ['Vier Wochen', 'Zwölf Monate', 'Zehn Jahre'],
    correctAnswer: 'Zwölf Monate',
  });
  await api.json('POST', '/admin/news', {
    title: `Neue Sprechzeiten ${run}`,
    body: 'Wir sind **montags** länger da.',
  });
  return course.id;
}

test('a learner uses the glossary, reads a chapter, answers its quiz, marks it done and reads news', async ({
  page,
}) => {
  const api = await adminApi();
  const courseId = await setUp(api);
  await api.dispose();
  await signIn(page, DEMO.learner);
  const chaptersDone = async () => {
    await page.goto('/dashboard');
    const text = await page.getByText(/\d+ von \d+ Kapiteln abgeschlossen/).textContent();
    return Number(text?.match(/^(\d+)/)?.[1]);
  };
  const doneBefore = await chaptersDone();

  // Glossary: an inflected search, then a related term.
  await page.goto('/dashboard/lexicon');
  await expect(page.getByRole('heading', { level: 1, name: 'MPU-Lexikon' })).toBeVisible();
  await page.getByLabel('Begriffe durchsuchen').fill('Zwölfmonatsnachweise');
  const entry = page.getByRole('article', { name: 'Zwölfmonatsnachweis' });
  await expect(entry).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expectAccessible(page);
  await entry.getByRole('link', { name: 'Kontrollurinprobe' }).click();
  const related = page.getByRole('article', { name: 'Kontrollurinprobe' });
  await expect(related).toBeFocused();
  await expect(related).toContainText('unangekündigte Urinprobe');

  // Knowledge list → course.
  await page.goto('/dashboard/knowledge');
  await expect(page.getByRole('heading', { level: 1, name: 'Allgemeines Wissen zur MPU' })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: `Abstinenz belegen ${run}` });
  await expect(card).toContainText('0 von 1 Kapiteln erledigt');
  await expectAccessible(page);
  const detail = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${courseId}`));
  await card.getByRole('link', { name: `Abstinenz belegen ${run}` }).click();
  const body = await (await detail).text();
  expect(body).not.toContain('correctAnswer'); // no answer key before answering
  await expect(page.getByRole('heading', { level: 1, name: `Abstinenz belegen ${run}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 4, name: 'Ablauf' })).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  await expect(page.locator('main script')).toHaveCount(0);

  // The glossary term in the text, by keyboard.
  await page.getByRole('link', { name: 'Nachweise sammeln' }).focus();
  await page.keyboard.press('Tab');
  const term = page.getByRole('button', { name: 'Zwölfmonatsnachweise' });
  await expect(term).toBeFocused();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText('zwölf Monate ohne Alkohol');
  await expect(term).toHaveAccessibleDescription(/zwölf Monate ohne Alkohol oder Drogen/);
  await expectAccessible(page);
  // It stays attached to its term while the page scrolls (issue 14).
  await page.mouse.wheel(0, 120);
  await expect(async () => {
    const [termBox, tipBox] = [await term.boundingBox(), await tooltip.boundingBox()];
    expect(Math.abs((tipBox?.y ?? 0) - ((termBox?.y ?? 0) + (termBox?.height ?? 0) + 6))).toBeLessThan(2);
  }).toPass();
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();

  // The chapter quiz: one click, locked, red/green, correct one highlighted, saved.
  const quiz = page.getByRole('region', { name: 'Überprüfen Sie Ihr Wissen' });
  await expect(quiz.locator('[data-state]')).toHaveCount(0);
  await quiz.getByRole('button', { name: 'Vier Wochen' }).click();
  await expect(quiz.getByRole('status')).toHaveText('Leider falsch. Die richtige Antwort ist: Zwölf Monate');
  await expect(quiz.locator('[data-state="wrong"]')).toContainText('Vier Wochen');
  await expect(quiz.locator('[data-state="wrong"]')).toHaveClass(/border-red-700/);
  await expect(quiz.locator('[data-state="correct"]')).toContainText('Zwölf Monate');
  await expect(quiz.locator('[data-state="correct"]')).toHaveClass(/border-green-700/);
  await expect(quiz.getByRole('button')).toHaveCount(0);
  await page.reload();
  await expect(quiz.locator('[data-state="wrong"]')).toContainText('Vier Wochen');
  await expectAccessible(page);

  // Mark the chapter done; the progress shows it.
  await page.getByRole('button', { name: 'Kapitel als erledigt markieren' }).click();
  await expect(page.getByText('Kapitel erledigt', { exact: true })).toBeVisible();
  await expect(page.getByText('1 von 1 Kapiteln erledigt')).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zu Allgemeines Wissen zur MPU' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: `Abstinenz belegen ${run}` })).toContainText(
    '1 von 1 Kapiteln erledigt',
  );
  // … and so does the overview's chapter share.
  expect(await chaptersDone()).toBe(doneBefore + 1);

  // An unknown course.
  await page.goto('/dashboard/courses/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1, name: 'Kurs nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zur Kursübersicht' })).toHaveAttribute(
    'href',
    '/dashboard/courses',
  );
  await expectAccessible(page);

  // News: opening an item marks it read (checked on the item itself: parallel tests add and delete news,
  // so the unread count is not stable here).
  const isRead = async () => {
    const { items } = (await (await page.request.get('/api/news')).json()) as { items: NewsItem[] };
    return items.find((n) => n.title === `Neue Sprechzeiten ${run}`)?.read;
  };
  expect(await isRead()).toBe(false);
  await page.goto('/dashboard/news');
  const item = page.getByRole('button', { name: new RegExp(`Neue Sprechzeiten ${run}`) });
  await expect(item.getByText('Neu', { exact: true })).toBeVisible();
  await expectAccessible(page);
  await item.click();
  await expect(page.getByText('Wir sind montags länger da.')).toBeVisible();
  await expect(item.getByText('Neu', { exact: true })).toHaveCount(0);
  expect(await isRead()).toBe(true);
});

test('the glossary loads page by page and filters by first letter, by keyboard too', async ({ page }) => {
  const api = await adminApi();
  await setUpTerms(api);
  await api.dispose();
  await signIn(page, DEMO.learner);
  await page.goto('/dashboard/lexicon');
  await expect(page.getByRole('heading', { level: 1, name: 'MPU-Lexikon' })).toBeVisible();

  // The list comes a page at a time: 'Mehr laden' by keyboard, focus on the first new entry.
  await expect(page.getByRole('article')).toHaveCount(50);
  const more = page.getByRole('button', { name: 'Mehr laden' });
  await expect(page.getByText(/^50 von \d+ Begriffen angezeigt\.$/)).toBeVisible();
  await more.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(50);
  await expect(page.locator('article:focus')).toHaveCount(1);
  // The letter filter asks the server; it combines with the search and lives in the address.
  const letterZ = page.getByRole('button', { name: 'Z', exact: true });
  await letterZ.click();
  await expect(letterZ).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/buchstabe=Z/);
  await expect(page.getByRole('article', { name: 'Zwölfmonatsnachweis' })).toBeVisible();
  for (const name of await page.getByRole('article').locator('h3').allTextContents()) {
    expect(name).toMatch(/^Z/);
  }
  await expectAccessible(page); // on the short list: axe on 100 entries is slow on a busy machine
  await page.getByLabel('Begriffe durchsuchen').fill('Kontrollurinprobe');
  await expect(page.getByText('Keine Begriffe gefunden')).toBeVisible();
  await page.getByRole('button', { name: 'Suche zurücksetzen' }).click();
  await expect(page.getByRole('button', { name: 'Alle', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
