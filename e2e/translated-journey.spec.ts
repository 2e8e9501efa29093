import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import type { Overview } from '../common/schemas/overview.ts';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { completeEverything } from './support/complete.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

// Issue 14, done when: a Turkish and an English learner see translated courses, questions, glossary,
// news and videos with their captions, and can reach 100 % readiness. They move through the app by
// its links after choosing their language in the header.
type Lang = 'tr' | 'en';
type UiLang = Lang | 'de';
const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
const pack = (lang: Lang, file: string) => parse(read(`content/i18n/${lang}/${file}`)) as unknown;
const ui = (lang: UiLang, namespace: string) => JSON.parse(read(`common/i18n/${lang}/${namespace}.json`));
const frontMatter = (lang: Lang, file: string) =>
  parse(read(`content/i18n/${lang}/${file}`).split('---')[1]!) as { title: string };
const escaped = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** No piece of content on the page fell back to German. */
const noGermanFallback = (page: Page) => expect(page.getByTestId('german-fallback')).toHaveCount(0);

for (const lang of ['tr', 'en'] as const) {
  test(`a learner with the ${lang} interface learns in ${lang} and reaches 100 % readiness`, async ({
    page,
  }) => {
    // Two journeys through five areas plus completing the whole content pack: longer than most specs.
    test.setTimeout(300_000);
    const nav = ui(lang, 'nav');
    const course = pack(lang, 'courses/die-mpu-verstehen/course.yaml') as { title: string };
    const category = pack(lang, 'questions/abstinenznachweise.yaml') as { name: string };
    const term = (pack(lang, 'lexicon.yaml') as { terms: { key: string; term: string }[] }).terms.find(
      (t) => t.key === 'abstinenznachweis',
    )!;
    const news = frontMatter(lang, 'news/2026-08-03-ki-transparenz-ai-act.md');
    const video = (pack(lang, 'videos.yaml') as { sections: { videos: { title: string }[] }[] }).sections[0]!
      .videos[0]!;

    const account = await registerConfirmed(page.request, { prefix: `journey-${lang}`, reason: 'alcohol' });
    await setPages(account.email, { courses: true, news: true });
    await signIn(page, account);
    // The language is chosen away from the overview, so its first figures in it come at the end.
    await page
      .getByRole('navigation', { name: ui('de', 'nav').label })
      .getByRole('link', { name: ui('de', 'nav').courses })
      .click();
    await page.getByLabel('Sprache').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const menu = page.getByRole('navigation', { name: nav.label });

    // Exam questions: the hub names the categories in the learner's language; a question is translated.
    await page.getByRole('link', { name: escaped(category.name) }).click();
    const question = page.getByRole('heading', { level: 2 }).locator(`span[lang="${lang}"]`);
    await expect(question).toBeVisible();
    await noGermanFallback(page);

    // Courses: through the hub's knowledge card to a translated course.
    await menu.getByRole('link', { name: nav.courses }).click();
    await page.getByRole('link', { name: escaped(ui(lang, 'exam').hub.knowledgeTitle) }).click();
    const courseLink = page.getByRole('link', { name: course.title });
    await expect(courseLink).toHaveAttribute('lang', lang);
    await courseLink.click();
    await expect(page.locator('h1 span[lang]', { hasText: course.title })).toHaveAttribute('lang', lang);
    await noGermanFallback(page);

    // Glossary, news and videos with the captions of the learner's language.
    await menu.getByRole('link', { name: nav.lexicon }).click();
    await page.getByRole('searchbox').fill(term.term.split(' ')[0]!);
    await expect(page.getByRole('heading', { name: term.term })).toHaveAttribute('lang', lang);
    await menu.getByRole('link', { name: nav.news }).click();
    await expect(page.locator('span[lang]', { hasText: news.title })).toHaveAttribute('lang', lang);
    await menu.getByRole('link', { name: nav.videos }).click();
    await page
      .getByRole('button', { name: escaped(video.title) })
      .first()
      .click();
    const track = page.locator(`video track[srclang="${lang}"]`);
    await expect(track).toHaveAttribute('src', new RegExp(`\\.${lang}\\.vtt$`));
    await expect(track).toHaveAttribute('default', '');
    await expectAccessible(page);
    const player = page.getByRole('dialog');
    await player.press('Escape');
    await expect(player).toBeHidden();

    // Everything done right through the learner's own API (every chapter, every video the library
    // shows, every exam question of the hub's categories): the overview, reached by the menu, says
    // 100 %. Other specs add content meanwhile (three workers): what came in during one round, even
    // between the figures and the page, is done in the next.
    const overview = ui(lang, 'overview');
    const readiness = page.getByRole('region', { name: overview.readiness.title });
    const full = readiness
      .getByText(overview.readiness.percent.replace('{{value}}', '100'), { exact: true })
      .first();
    await expect(async () => {
      await completeEverything(page.request, lang);
      const figures = await page.request.get(`/api/overview?language=${lang}`);
      expect(((await figures.json()) as Overview).readiness).toBe(100);
      await menu.getByRole('link', { name: nav.courses }).click();
      await menu.getByRole('link', { name: nav.overview }).click();
      await expect(full).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 120_000 });
  });
}
