import { readFileSync } from 'node:fs';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, signIn, test } from './support/fixtures.ts';

// Turkish and English learners get the assistant's and the trainer's answers in their interface
// language (issue 14, decision 030): the offline engine over the translated content and bank.
const text = (lang: 'tr' | 'en', file: string) =>
  JSON.parse(readFileSync(new URL(`../common/i18n/${lang}/${file}.json`, import.meta.url), 'utf8'));
const FIRST_QUESTION = {
  tr: 'Bugün neden buradasınız?',
  en: 'Why are you here today?',
} as const;

for (const lang of ['tr', 'en'] as const) {
  test(`a learner with the ${lang} interface gets assistant and trainer answers in ${lang}`, async ({
    page,
  }) => {
    const assistant = text(lang, 'assistant');
    const interview = text(lang, 'interview');
    const account = await registerConfirmed(page.request, { prefix: `ai-${lang}`, reason: 'alcohol' });
    await setPages(account.email, { 'exam-trainer': true, 'ai-assistant': true });
    await signIn(page, account);
    await page.evaluate((l) => window.localStorage.setItem('i18nextLng', l), lang);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    await page.goto('/dashboard/ai-assistant');
    const input = page.getByRole('textbox', { name: assistant.input });
    await input.fill(
      lang === 'tr' ? 'MPU görüşmesi ne kadar sürer?' : 'How long does the MPU interview take?',
    );
    await input.press('Enter');
    await expect(page.getByRole('log')).toContainText(assistant.answer.direct);

    await page.goto('/dashboard/exam-trainer');
    await page.getByRole('button', { name: interview.start.button }).click();
    await expect(page.getByRole('log')).toContainText(FIRST_QUESTION[lang]);
  });
}
