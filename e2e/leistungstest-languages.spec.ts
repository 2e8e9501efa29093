import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

type Lang = 'de' | 'tr' | 'en';
const texts = (lang: Lang) =>
  JSON.parse(readFileSync(new URL(`../common/i18n/${lang}/leistungstest.json`, import.meta.url), 'utf8'));
const courseTitle = (lang: Lang) => {
  const file = lang === 'de' ? 'courses' : `i18n/${lang}/courses`;
  const yaml = readFileSync(
    new URL(`../content/${file}/die-mpu-verstehen/course.yaml`, import.meta.url),
    'utf8',
  );
  return (parse(yaml) as { title: string }).title;
};
/** The link text of the chapter's deep link to the practice, from the chapter in that language. */
const chapterLink = (lang: Lang) => {
  const file = lang === 'de' ? 'courses' : `i18n/${lang}/courses`;
  const md = readFileSync(
    new URL(`../content/${file}/die-mpu-verstehen/07-der-leistungstest.md`, import.meta.url),
    'utf8',
  );
  return /\[([^\]]+)\]\(\/dashboard\/leistungstest\)/.exec(md)![1]!;
};
/** A translated sentence with its {{values}} as a pattern. */
const pattern = (text: string) =>
  new RegExp(
    text
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{\{\w+\}\}/g, '.+?')
      .replace(/\{/g, '\\{'),
  );

async function useLanguage(page: Page, lang: Lang) {
  await page.evaluate((l) => window.localStorage.setItem('i18nextLng', l), lang);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
}

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Issue 29 in each language: the overview suggests a practice run in the weeks before the MPU date,
// the knowledge chapter links to it, a run by keyboard gives its result in that language, and the
// history is there after a reload.
for (const lang of ['de', 'tr', 'en'] as const) {
  test(`a learner with the ${lang} interface is led to the practice, runs it and finds the history`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const t = texts(lang);
    const account = await registerConfirmed(page.request, { prefix: `lt-${lang}` });
    await setPages(account.email, { leistungstest: true, courses: true });
    await signIn(page, account);
    const plan = await page.request.put('/api/plan', {
      data: {
        mpuDate: isoDay(20),
        withdrawnOn: null,
        banEnd: null,
        abstinenceStart: null,
        proofPlan: null,
        proofDates: [],
      },
    });
    expect(plan.status()).toBe(200);
    await useLanguage(page, lang);

    // The overview suggests the practice (20 days left) and links to it.
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: t.suggestion.title, exact: true })).toBeVisible();
    await expect(main.getByText(pattern(t.suggestion.text_other))).toBeVisible();
    await main.getByRole('link', { name: t.suggestion.link }).click();
    await expect(page).toHaveURL(/\/dashboard\/leistungstest$/);
    await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();

    // The knowledge chapter on the Leistungstest links to the practice.
    await page.goto('/dashboard/knowledge');
    await page.getByRole('link', { name: courseTitle(lang) }).click();
    await main.getByRole('link', { name: chapterLink(lang), exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/leistungstest$/);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // Line tracing by keyboard: practice, then the eight scored lines.
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: t.tasks.tracing.title, exact: true }) })
      .getByRole('button', { name: t.tasks.start })
      .click();
    await page.getByRole('button', { name: t.run.startPractice }).click();
    const item = (current: number, total: number) =>
      t.run.item.replace('{{current}}', String(current)).replace('{{total}}', String(total));
    for (let i = 0; i < 2; i++) {
      await expect(page.getByText(item(i + 1, 2))).toBeVisible();
      await page.keyboard.press(String(i + 1));
    }
    await page.getByRole('button', { name: t.run.startScored }).click();
    for (let i = 0; i < 8; i++) {
      await expect(page.getByText(item(i + 1, 8))).toBeVisible();
      await page.keyboard.press(String((i % 9) + 1));
    }
    await expect(page.getByText(pattern(t.result.tracing))).toBeVisible();
    await expect(page.getByText(t.compare.first)).toBeVisible();
    await expect(page.getByText(t.honest.title)).toBeVisible();
    await expect(page.getByText(pattern(t.run.saved))).toBeVisible();
    await expectAccessible(page);

    // After a reload: the history in that language, with the run in its table.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const history = page.getByRole('region', { name: t.history.title });
    await expect(history.getByRole('heading', { name: t.tasks.tracing.title })).toBeVisible();
    await expect(history.getByRole('table', { name: t.compare.caption })).toBeVisible();
    await expect(history.getByRole('columnheader', { name: t.compare.time })).toBeVisible();
    await expect(history.getByRole('row')).toHaveCount(2);
    await expectAccessible(page);
  });
}
