import type { Page } from '@playwright/test';
import { DEMO } from './support/config.ts';
import { expect, signIn, test } from './support/fixtures.ts';

/** How far the page is wider than the screen (0 = no horizontal scrolling). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Nothing needs horizontal scrolling at 320 px (issue 14, WCAG 1.4.10): every learner page the demo
// learner can open, reached through the app's own menu, with long German words wrapping.
test('at 320 px no learner page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto('/login');
  await expect(page.getByLabel('E-Mail-Adresse')).toBeVisible();
  expect({ name: 'login', overflow: await overflow(page) }).toEqual({ name: 'login', overflow: 0 });
  await signIn(page, DEMO.learner);
  expect(await overflow(page)).toBe(0);
  const menu = page.getByRole('button', { name: 'Menü' });
  for (const name of [
    'Videokurse',
    'Multiple Choice Kurse',
    'MPU-Lexikon',
    'Neuigkeiten',
    'Persönliche Daten & Profil',
  ]) {
    await menu.click();
    await page.getByRole('navigation').getByRole('link', { name, exact: true }).click();
    await expect(page.locator('main h1').first()).toBeVisible();
    // Loaded: no spinner left ('networkidle' can wait forever while the service worker precaches).
    await expect(page.getByRole('status').filter({ hasText: 'Wird geladen …' })).toHaveCount(0);
    // News: open an item too, its Markdown body is the widest content (the oldest one: opening marks it
    // read, and other tests watch the newest items of the demo learner).
    if (name === 'Neuigkeiten') await page.locator('main article button[aria-expanded]').last().click();
    expect({ name, overflow: await overflow(page) }).toEqual({ name, overflow: 0 });
  }
});
