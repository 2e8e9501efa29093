import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

test('the overview shows the numbers of the spec formulas for a seeded learner', async ({ page }) => {
  const account = await registerConfirmed(page.request, { prefix: 'overview', reason: 'drugs' });
  await signIn(page, account);

  // A new learner: nothing done yet, no statistics; only the videos are unlocked, so only they count.
  await expect(page.getByText('Sie haben noch keine Prüfungsfragen beantwortet.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lernstatistik' })).toHaveCount(0);
  const readiness = page.getByRole('region', { name: 'MPU-Bereitschaft' });
  await expect(readiness).toContainText('Solange nur die Videokurse für Sie freigeschaltet sind');
  await expect(readiness).not.toContainText('Multiple Choice');

  // The consultancy unlocks the courses.
  await setPages(account.email, { courses: true });

  // Seeded (test-only fixture route): every chapter and every German video of the learner's reason
  // completed, and 5 wrong exam answers. By hand: chapters 100 %, videos 100 %, quiz 0 %;
  // readiness = round(0.3·100 + 0.4·0 + 0.3·100) = 60 → 'Mittelstufe'; error rate 5/5 = 100 % (red).
  const seeded = await page.request.post('/api/test/progress', { data: { language: 'de', wrongAnswers: 5 } });
  expect(seeded.status()).toBe(200);
  await page.reload();

  await expect(readiness.getByText('60 %', { exact: true })).toBeVisible();
  await expect(readiness).toContainText('Videokurse100 %');
  await expect(readiness).toContainText('Multiple Choice0 %');
  await expect(readiness).toContainText('Kurskapitel100 %');
  const analysis = page.getByRole('region', { name: 'MPU-Analyse' });
  await expect(analysis).toContainText('Mittelstufe');
  await expect(analysis).toContainText('100 % (hoch)');

  const stats = page.getByRole('region', { name: 'Lernstatistik' });
  await expect(stats.locator('[data-stat="worked"]')).toHaveText('5');
  await expect(stats.locator('[data-stat="correct"]')).toHaveText('0');
  await expect(stats.locator('[data-stat="errors"]')).toHaveText('5');
  await expect(stats.locator('[data-stat="errorRate"]')).toHaveAttribute('data-tone', 'red');

  const recommendations = page.getByRole('region', { name: 'Empfehlungen' });
  await expect(recommendations).toContainText('Wiederholen Sie die Grundlagen'); // error rate > 40
  await expect(recommendations).toContainText('Üben Sie mehr Prüfungsfragen'); // quiz 20+ below videos
  await expect(recommendations).not.toContainText('Lernen Sie ausgewogen weiter'); // readiness ≥ 50
  await expect(recommendations).toContainText('Sie haben fast alle Videos angesehen.'); // video > 80
  await expect(recommendations).toContainText('etwa 4–8 Wochen'); // intermediate
  await expect(recommendations).toContainText('Sehen Sie sich Ihre Fehler an'); // error rate > 30
  await expect(recommendations).toContainText('mindestens 20'); // attempts < 20

  const milestones = page.getByRole('region', { name: 'Ihr Weg zur MPU' });
  const lit = async (id: string) =>
    milestones.locator(`[data-milestone="${id}"]`).getAttribute('data-reached');
  expect(await lit('videoBasics')).toBe('true');
  expect(await lit('quizExercises')).toBe('false');
  expect(await lit('practice')).toBe('false');
  expect(await lit('examSimulation')).toBe('true');
  expect(await lit('mpuReady')).toBe('false');

  await expectAccessible(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await expectAccessible(page);
});
