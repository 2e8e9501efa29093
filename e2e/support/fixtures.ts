import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { DEMO } from './config.ts';

/** axe on the current page: no serious or critical violations (WCAG 2.1 AA rules). */
/** `exclude`: selectors axe leaves out (the Leistungstest's task canvas, which cannot be accessible). */
export async function expectAccessible(page: Page, exclude: string[] = []) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * Signs in the way a person does: opens `/` (which leads to the sign-in form) and signs in with one
 * click. The guided tour opens on a user's first visit; it is skipped unless `tour: true`.
 */
export async function signIn(
  page: Page,
  account: { email: string; password: string } = DEMO.learner,
  options: { tour?: boolean } = {},
) {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-Mail-Adresse').fill(account.email);
  await page.getByLabel('Passwort', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  if (!options.tour) await skipTour(page);
}

/** Skips the guided tour if it is running (the shell marks it with data-touring). */
export async function skipTour(page: Page) {
  const shell = page.locator('[data-touring]');
  await shell.waitFor({ state: 'attached' });
  if ((await shell.getAttribute('data-touring')) === 'true') {
    await page.getByRole('alertdialog').getByRole('button', { name: 'Überspringen' }).click();
    await expect(shell).toHaveAttribute('data-touring', 'false');
  }
}

export const test = base.extend({
  // German interface unless a test switches it.
  locale: 'de-DE',
});
export { expect };
