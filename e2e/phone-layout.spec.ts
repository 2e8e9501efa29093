import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { PAGE_KEYS } from '../common/domain/pages.ts';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, signIn, test } from './support/fixtures.ts';

/** How far the page is wider than the screen (0 = no horizontal scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const texts = (lang: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../common/i18n/${lang}/${namespace}.json`, import.meta.url), 'utf8'));

/** Loaded: no spinner left ('networkidle' can wait forever while the service worker precaches). */
const settled = (page: Page, lang: string) =>
  expect(page.getByRole('status').filter({ hasText: texts(lang, 'common').loading })).toHaveCount(0);

// Nothing needs horizontal scrolling at 320 px (issue 14, WCAG 1.4.10): every page of the menu, for a
// learner with every area unlocked, in each interface language, reached through the app's own menu,
// with long German words (and German content shown as fallback) wrapping.
for (const lang of ['de', 'tr', 'en'] as const) {
  test(`at 320 px no learner page scrolls sideways (${lang})`, async ({ page }) => {
    const account = await registerConfirmed(page.request, { prefix: `phone-${lang}` });
    await setPages(account.email, Object.fromEntries(PAGE_KEYS.map((key) => [key, true])));
    await page.setViewportSize({ width: 320, height: 720 });
    await page.goto('/login');
    await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
    expect({ name: 'login', overflow: await overflow(page) }).toEqual({ name: 'login', overflow: 0 });
    await signIn(page, account);
    if (lang !== 'de') {
      await page.getByLabel('Sprache').selectOption(lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    expect(await overflow(page)).toBe(0);

    const { label, menu } = texts(lang, 'nav') as { label: string; menu: string };
    const links = page.getByRole('navigation', { name: label }).getByRole('link');
    const openMenu = () => page.getByRole('button', { name: menu, exact: true }).click();
    await openMenu();
    const names = (await links.allInnerTexts()).map((name) => name.trim());
    expect(names.length).toBeGreaterThanOrEqual(PAGE_KEYS.length);
    for (const [index, name] of names.entries()) {
      if (index > 0) await openMenu();
      await links.filter({ hasText: name }).first().click();
      await expect(page.locator('main h1').first()).toBeVisible();
      await settled(page, lang);
      expect({ name, overflow: await overflow(page) }).toEqual({ name, overflow: 0 });
    }
  });
}
