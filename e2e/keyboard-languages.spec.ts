import { registerConfirmed } from './support/accounts.ts';
import { setPages } from './support/admin-api.ts';
import { expect, expectAccessible, test } from './support/fixtures.ts';
import { tabTo } from './support/keyboard.ts';

// keyboard.spec.ts's walk in Turkish and English (issue 28): the page says its language, focus lands
// on the new page's heading after a keyboard navigation and a polite live region announces the
// title, and a quiz, the practice interview and the tour's dialog work by keyboard, in that language.
const WORDS = {
  tr: {
    locale: 'tr-TR',
    nav: 'Ana gezinme',
    email: 'E-posta adresi',
    password: 'Şifre',
    tourStep: /Adım 1 \/ \d+/,
    bell: 'Bildirimler',
    news: 'Haberler',
    courses: 'Çoktan seçmeli kurslar',
    appName: 'MPU Hazırlık',
    random: 'Rastgele sınav soruları',
    progress: /^Soru 1 \/ \d+$/,
    check: 'Cevabı kontrol et',
    result: /Doğru!|Maalesef yanlış\./,
    interview: 'Alıştırma görüşmesi',
    start: 'Görüşmeyi başlat',
    log: 'Görüşme akışı',
    answer: 'Yanıtınız',
    typed: '1,6 promil ile araba kullandım ve nedenini anlamak istiyorum.',
  },
  en: {
    locale: 'en-GB',
    nav: 'Main navigation',
    email: 'E-mail address',
    password: 'Password',
    tourStep: /Step 1 of \d+/,
    bell: 'Notifications',
    news: 'News',
    courses: 'Multiple choice courses',
    appName: 'MPU Preparation',
    random: 'Random exam questions',
    progress: /^Question 1 of \d+$/,
    check: 'Check answer',
    result: /Correct!|Unfortunately wrong\./,
    interview: 'Practice interview',
    start: 'Start interview',
    log: 'Conversation',
    answer: 'Your answer',
    typed: 'I drove with 1.6 per mille and I want to understand why.',
  },
} as const;

for (const lang of ['tr', 'en'] as const) {
  const w = WORDS[lang];
  test.describe(`in ${lang === 'tr' ? 'Turkish' : 'English'}`, () => {
    test.use({ locale: w.locale });

    test(`keyboard and screen reader (${lang}): navigation, a quiz, the interview and a dialog`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const learner = await registerConfirmed(page.request, { prefix: `keyboard-${lang}` });
      await setPages(learner.email, { courses: true, 'exam-trainer': true });

      // From /, sign in by keyboard; the page is in the browser's language and says so.
      await page.goto('/');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await tabTo(page, page.getByLabel(w.email));
      await page.keyboard.type(learner.email);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel(w.password, { exact: true })).toBeFocused();
      await page.keyboard.type(learner.password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      // A dialog: the first visit's tour, in this language; Escape closes it, focus lands on the main content.
      const tour = page.getByRole('alertdialog');
      await expect(tour).toContainText(w.tourStep);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(tour).toHaveCount(0);
      await expect(page.locator('#main')).toBeFocused();
      // The bell's popover hands the focus back to its button.
      const bell = page.getByRole('button', { name: new RegExp(`^${w.bell}`) });
      await tabTo(page, bell);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { name: w.news })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(bell).toBeFocused();

      // Navigation: focus on the new page's h1, the title announced politely.
      const nav = page.getByRole('navigation', { name: w.nav });
      await tabTo(page, nav.getByRole('link', { name: w.courses, exact: true }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/courses$/);
      await expect(page.locator('main h1')).toBeFocused();
      await expect(page.locator('main h1')).toHaveText(w.courses);
      const announcer = page.getByTestId('route-announcer');
      await expect(announcer).toHaveText(`${w.courses} – ${w.appName}`);
      await expect(announcer).toHaveAttribute('aria-live', 'polite');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);

      // A quiz, opened and answered by keyboard.
      await tabTo(page, page.getByRole('link', { name: new RegExp(w.random) }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(w.progress)).toBeVisible();
      await expect(announcer).toHaveText(new RegExp(` – ${w.appName}$`));
      const option = page.locator('main fieldset input').first();
      await tabTo(page, option);
      await page.keyboard.press('Space');
      await expect(option).toBeChecked();
      await tabTo(page, page.getByRole('button', { name: w.check }));
      await page.keyboard.press('Enter');
      const result = page.getByTestId('quiz-result');
      await expect(result).toBeFocused();
      await expect(result).toContainText(w.result);
      await expectAccessible(page);

      // The practice interview, reached by keyboard: one answer typed and sent with Ctrl+Enter.
      await tabTo(page, nav.getByRole('link', { name: w.interview, exact: true }), 120);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/dashboard\/exam-trainer$/);
      await expect(page.locator('main h1')).toBeFocused();
      await expect(page.locator('main h1')).toHaveText(w.interview);
      await expect(announcer).toHaveText(`${w.interview} – ${w.appName}`);
      await tabTo(page, page.getByRole('button', { name: w.start }));
      await page.keyboard.press('Enter');
      const log = page.getByRole('log', { name: w.log });
      await expect(log).not.toBeEmpty();
      const answer = page.getByRole('textbox', { name: w.answer });
      await expect(answer).toBeFocused();
      await page.keyboard.type(w.typed);
      await page.keyboard.press('Control+Enter');
      await expect(log).toContainText(w.typed);
      await expect(answer).toHaveValue('');
      await expect(answer).toBeFocused();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expectAccessible(page);
    });
  });
}
