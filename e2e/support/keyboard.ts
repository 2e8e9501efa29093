import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Presses Tab until `target` has the focus: it is reachable by keyboard, in a bounded number of steps. */
export async function tabTo(page: Page, target: Locator, max = 60) {
  await expect(target).toBeVisible();
  for (let step = 0; step < max; step++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
