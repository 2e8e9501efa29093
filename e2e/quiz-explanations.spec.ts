import { adminApi } from './support/admin-api.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';

// Chapter and video quiz questions explain their answer, but only after the learner answered
// (issues 11 and 14).
test('a chapter quiz and a video quiz show their explanation after answering, not before', async ({
  page,
}) => {
  const run = `${Date.now()}`;
  const explanation = 'Über die Fahrerlaubnis entscheidet die Behörde, nicht die Begutachtungsstelle.';
  const api = await adminApi();
  const course = await api.json<{ id: string }>('POST', '/admin/courses', {
    title: `Erklärungen ${run}`,
    description: 'Ein Kurs für den Test.',
  });
  const chapter = await api.json<{ id: string }>('POST', `/admin/courses/${course.id}/chapters`, {
    title: 'Wer entscheidet?',
    content: 'Nach dem Gutachten entscheidet die Fahrerlaubnisbehörde.',
  });
  await api.json('POST', `/admin/courses/chapters/${chapter.id}/quizzes`, {
    question: 'Wer entscheidet über die Fahrerlaubnis?',
    options: ['Die Begutachtungsstelle', 'Die Fahrerlaubnisbehörde', 'Die Polizei'],
    correctAnswer: 'Die Fahrerlaubnisbehörde',
    explanation,
  });
  await api.dispose();

  await signIn(page, DEMO.learner);
  await page.setViewportSize({ width: 360, height: 780 });
  const detail = page.waitForResponse((r) => r.url().endsWith(`/api/courses/${course.id}`));
  await page.goto(`/dashboard/courses/${course.id}`);
  expect(await (await detail).text()).not.toContain('explanation');
  const quiz = page.getByRole('region', { name: 'Überprüfen Sie Ihr Wissen' });
  await expect(quiz.getByTestId('quiz-explanation')).toHaveCount(0);
  await quiz.getByRole('button', { name: 'Die Begutachtungsstelle' }).click();
  const result = quiz.getByRole('status');
  await expect(result).toBeFocused();
  await expect(result).toContainText('Leider falsch. Die richtige Antwort ist: Die Fahrerlaubnisbehörde');
  await expect(result.getByTestId('quiz-explanation')).toHaveText(`Erklärung: ${explanation}`);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/quiz-explanation-chapter-360.png', fullPage: true });
  await page.reload();
  await expect(page.getByTestId('quiz-explanation')).toHaveText(`Erklärung: ${explanation}`);

  // A shipped video: its quiz carries the explanation from the content pack.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard/videos');
  await page.getByRole('button', { name: 'Video abspielen: Die MPU in fünf Schritten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Die MPU in fünf Schritten' });
  const question = dialog.getByTestId('video-quiz-question').first();
  await expect(question).toContainText('Wer entscheidet nach dem Gutachten über Ihre Fahrerlaubnis?');
  await expect(question.getByTestId('quiz-explanation')).toHaveCount(0);
  await question.getByRole('checkbox', { name: /Die Fahrerlaubnisbehörde/ }).check();
  await question.getByRole('button', { name: 'Antwort prüfen' }).click();
  await expect(question.getByTestId('quiz-explanation')).toContainText(
    'Über die Fahrerlaubnis entscheidet die Fahrerlaubnisbehörde.',
  );
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/quiz-explanation-video.png' });
});
