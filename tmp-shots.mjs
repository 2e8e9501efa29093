import { chromium } from '@playwright/test';

const base = 'http://localhost:3560';
const courseId = process.argv[2];
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
for (const [who, email, pw] of [
  ['learner', 'lernende@example.org', 'demo-lernende'],
  ['admin', 'admin@example.org', 'demo-admin'],
]) {
  for (const width of [360, 1280]) {
    const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'de-DE' });
    await page.goto(`${base}/login`);
    await page.getByLabel('E-Mail-Adresse').fill(email);
    await page.getByLabel('Passwort', { exact: true }).fill(pw);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/dashboard$/);
    const shots =
      who === 'learner'
        ? [
            ['lexicon', '/dashboard/lexicon'],
            ['knowledge', '/dashboard/knowledge'],
            ['course', `/dashboard/courses/${courseId}`],
            ['news', '/dashboard/news'],
            ['notfound', '/dashboard/courses/xyz'],
          ]
        : [
            ['admin-courses', '/dashboard/admin?tab=courses'],
            ['admin-lexicon', '/dashboard/lexicon'],
          ];
    for (const [name, url] of shots) {
      await page.goto(base + url);
      await page.waitForTimeout(1200);
      if (name === 'course' && width === 360) {
        await page.getByRole('button', { name: 'Die Polizei' }).click();
        await page.waitForTimeout(500);
        await page.locator('[data-glossary-term]').first().focus();
        await page.waitForTimeout(300);
      }
      if (name === 'news') await page.getByRole('button', { name: /Neue Beurteilungskriterien/ }).click();
      if (name === 'admin-courses') {
        await page.getByRole('button', { name: /Kapitel von Die MPU verstehen/ }).click();
        await page.waitForTimeout(300);
      }
      await page.screenshot({ path: `/tmp/wt6-${who}-${name}-${width}.png`, fullPage: true });
    }
    await page.close();
  }
}
await browser.close();
