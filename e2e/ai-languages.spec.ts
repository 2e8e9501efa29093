import { readFileSync } from 'node:fs';
import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, signIn, test } from './support/fixtures.ts';

// Turkish and English learners get the assistant's and the trainer's answers in their interface
// language (issue 14, decision 030): the offline engine over the translated content and bank.
const text = (lang: 'de' | 'tr' | 'en', file: string) =>
  JSON.parse(readFileSync(new URL(`../common/i18n/${lang}/${file}.json`, import.meta.url), 'utf8'));
const FIRST_QUESTION = {
  tr: 'Bugün neden buradasınız?',
  en: 'Why are you here today?',
} as const;
const BLAMING_ANSWER = {
  tr: 'Polis sadece şanssızlıktı, herkes içer.',
  en: 'It was just bad luck that the police stopped me, everyone drinks.',
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
    // Chosen in the header, then by the menu's own links: no reload, no typed URL.
    const de = text('de', 'nav');
    const nav = text(lang, 'nav');
    await page
      .getByRole('navigation', { name: de.label })
      .getByRole('link', { name: de.aiAssistant })
      .click();
    await page.getByLabel('Sprache').selectOption(lang);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const menu = page.getByRole('navigation', { name: nav.label });
    await expect(page).toHaveTitle(new RegExp(nav.aiAssistant));

    const input = page.getByRole('textbox', { name: assistant.input });
    await input.fill(
      lang === 'tr' ? 'MPU görüşmesi ne kadar sürer?' : 'How long does the MPU interview take?',
    );
    await input.press('Enter');
    const chat = page.getByRole('log');
    await expect(chat).toContainText(assistant.answer.disclaimer);
    // The answer quotes passages of the translated content, and its sources are named in the
    // learner's language (translated content exists for this question, so nothing falls back).
    await expect(chat.locator(`span[lang="${lang}"]`).first()).toBeVisible();
    const sources = chat.getByRole('navigation', { name: assistant.sources.title }).last();
    await expect(sources.getByRole('link').first()).toBeVisible();
    await expect(sources.locator(`span[lang="${lang}"]`).first()).toBeVisible();
    await expect(chat.getByTestId('german-fallback')).toHaveCount(0);

    await menu.getByRole('link', { name: nav.examTrainer }).click();
    await page.getByRole('button', { name: interview.start.button }).click();
    const log = page.getByRole('log', { name: interview.talk.log });
    await expect(log).toContainText(FIRST_QUESTION[lang]);
    // An answer that blames others gets a follow-up in the learner's language, and the report is
    // written in it too.
    const answer = page.getByRole('textbox', { name: interview.talk.answer });
    await answer.fill(BLAMING_ANSWER[lang]);
    await page.getByRole('button', { name: interview.talk.send }).click();
    const followUp = log.getByRole('listitem').last();
    await expect(followUp).toContainText(interview.talk.kind['follow-up']);
    await expect(followUp.locator(`[lang="${lang}"]`).first()).toBeVisible();
    await page.getByRole('button', { name: interview.talk.stop }).click();
    await expect(page.getByRole('heading', { name: interview.report.title })).toBeFocused();
  });
}
