import { registerConfirmed } from './support/accounts.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('the overview shows the progress chart with its text summary and table', async ({ page }) => {
  const account = await registerConfirmed(page.request, { prefix: 'progress' });
  await signIn(page, account);
  const seeded = await page.request.post('/api/test/progress-history', {
    headers: { origin: new URL(page.url()).origin },
  });
  expect(seeded.status()).toBe(200);
  await page.goto('/dashboard');
  const chart = page.getByRole('figure', { name: 'Ihr Fortschritt der letzten Wochen' });
  await expect(chart).toContainText('Bereitschaft in 14 Tagen von 12 % auf 31 %.');
  await expect(chart.locator('canvas')).toHaveCount(1); // uPlot, loaded with the chart only
  // The table alternative, by keyboard.
  await chart.getByText('Als Tabelle zeigen').focus();
  await page.keyboard.press('Enter');
  const table = chart.getByRole('table', { name: 'Ihr Fortschritt der letzten Wochen' });
  await expect(table.getByRole('row')).toHaveCount(16);
  await expect(table.getByRole('columnheader')).toHaveText([
    'Tag',
    'Bereitschaft',
    'Kapitel',
    'Quiz',
    'Videos',
  ]);
  await expectAccessible(page);
  await chart.screenshot({ path: 'test-results/progress-chart.png' });
  await page.setViewportSize({ width: 360, height: 800 });
  await chart.scrollIntoViewIfNeeded();
  await expect(chart.locator('canvas')).toHaveCount(1);
  await chart.screenshot({ path: 'test-results/progress-chart-360.png' });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);

  // The plan: the way to the MPU date with its milestones on a time axis.
  const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  const plan = await page.request.put('/api/plan', {
    headers: { origin: new URL(page.url()).origin },
    data: {
      mpuDate: inDays(120),
      withdrawnOn: inDays(-200),
      banEnd: null,
      abstinenceStart: inDays(-150),
      proofPlan: 'urine',
      proofDates: [inDays(20)],
    },
  });
  expect(plan.status()).toBe(200);
  await page.goto('/dashboard/plan');
  const milestones = page.getByRole('region', { name: 'Fristen und Meilensteine' });
  await expect(milestones.getByText(/^Zeitachse vom .+ Meilensteine, davon \d+ erreicht/)).toBeVisible();
  await expect(milestones.locator('svg circle').first()).toBeVisible();
  await expectAccessible(page);
  await milestones.screenshot({ path: 'test-results/plan-axis-360.png' });
});
