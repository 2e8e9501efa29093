import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { expect, signIn, test } from './support/fixtures.ts';

// Turkish and English learners read the content pack in their language (issue 14, decision 028):
// course, glossary, news and videos with caption tracks, every piece carrying its `lang`.
type Lang = 'tr' | 'en';
const pack = (lang: Lang, file: string) =>
  parse(readFileSync(new URL(`../content/i18n/${lang}/${file}`, import.meta.url), 'utf8')) as unknown;

async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate((l) => window.localStorage.setItem('i18nextLng', l), lang);
  await page.reload();
}

for (const lang of ['tr', 'en'] as const) {
  test(`a learner with the ${lang} interface reads course, glossary and videos in ${lang}`, async ({
    page,
  }) => {
    const course = pack(lang, 'courses/die-mpu-verstehen/course.yaml') as { title: string };
    const term = (pack(lang, 'lexicon.yaml') as { terms: { key: string; term: string }[] }).terms.find(
      (t) => t.key === 'fahreignung',
    )!;
    const video = (pack(lang, 'videos.yaml') as { sections: { videos: { key: string; title: string }[] }[] })
      .sections[0]!.videos[0]!;

    await signIn(page);
    await useLanguage(page, lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // Courses: the translated title carries the language.
    await page.goto('/dashboard/knowledge');
    const link = page.getByRole('link', { name: course.title });
    await expect(link).toHaveAttribute('lang', lang);
    await link.click();
    await expect(page.getByRole('heading', { level: 1 }).locator(`[lang="${lang}"]`)).toHaveText(
      course.title,
    );
    await expect(page.locator('[data-testid="german-fallback"]')).toHaveCount(0);

    // Glossary: found by a word of the learner's language.
    await page.goto('/dashboard/lexicon');
    await page.getByRole('searchbox').fill(term.term.split(' ')[0]!);
    await expect(page.getByRole('heading', { name: term.term })).toHaveAttribute('lang', lang);

    // Videos: German videos are shown, titled in the learner's language, with captions in it by default.
    await page.goto('/dashboard/videos');
    await page
      .getByRole('button', { name: new RegExp(video.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .first()
      .click();
    const track = page.locator(`video track[srclang="${lang}"]`);
    await expect(track).toHaveAttribute('src', new RegExp(`\\.${lang}\\.vtt$`));
    await expect(track).toHaveAttribute('default', '');
    await expect(page.locator('video track')).toHaveCount(3);
  });
}
