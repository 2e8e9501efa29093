import { registerConfirmed } from './support/accounts.ts';
import { DEMO } from './support/config.ts';
import { expect, expectAccessible, signIn, skipTour, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';

test('register → confirm by mail → sign in → dashboard → sign out', async ({ page }) => {
  const email = `e2e-${Date.now()}@example.org`;
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();
  await expectAccessible(page);

  const submit = page.getByRole('button', { name: 'Registrieren' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  );

  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('12345');
  await expect(page.getByText('Passwort muss mindestens 8 Zeichen lang sein').first()).toBeVisible();
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Passwort muss mindestens 8 Zeichen lang sein');

  await page.getByLabel('Passwort', { exact: true }).fill('geheim-123');
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText('Bitte wählen Sie den Grund für Ihre MPU aus.');

  await page.getByLabel('Grund für Ihre MPU').selectOption({ label: 'Drogen-MPU' });
  await submit.click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte bestätigen Sie die Einwilligung, damit wir Ihr Konto anlegen können.',
  );
  await page.getByRole('checkbox', { name: /Ich willige ausdrücklich ein/ }).check();
  await submit.click();
  const success = page
    .getByRole('status')
    .filter({ hasText: 'Registrierung erfolgreich! Sie können sich jetzt anmelden.' });
  await expect(success).toBeVisible();
  await expect(success).toHaveAttribute('data-tone', 'success'); // green
  await expect(success).toHaveClass(/text-green-900/);
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('');

  // The same address again.
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('geheim-123');
  await page.getByLabel('Grund für Ihre MPU').selectOption('alcohol');
  await page.getByRole('checkbox', { name: /Ich willige ausdrücklich ein/ }).check();
  await submit.click();
  const duplicate = page.getByRole('alert');
  await expect(duplicate).toHaveText('Diese E-Mail-Adresse existiert bereits. Bitte melden Sie sich an.');
  await expect(duplicate).toHaveClass(/text-red-900/);

  // Not confirmed yet.
  await page.getByRole('link', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('geheim-123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte bestätigen Sie Ihre E-Mail-Adresse vor dem Anmelden.',
  );

  // Confirm through the mail.
  const mail = await waitForMail(email);
  const link = mail.text.match(/http\S+\/auth\/callback\?token=\S+/)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!.replace(/^http:\/\/localhost:\d+/, ''));
  await expect(
    page.getByText('Ihre E-Mail-Adresse ist bestätigt. Sie können sich jetzt anmelden.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();

  // Wrong password, then the right one.
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill('falsches-pw');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.',
  );
  await page.getByLabel('Passwort', { exact: true }).fill('geheim-123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await skipTour(page);

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});

test('the login page is accessible, validates, and switches language', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.',
  );

  await page.getByLabel('Sprache').selectOption('en');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Willkommen zurück' })).toBeVisible();
});

test('password reset by mail', async ({ page }) => {
  // Uses its own account so the demo password stays as it is.
  const { email } = await registerConfirmed(page.request, { reason: 'points', prefix: 'reset' });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await page.getByLabel('E-Mail-Adresse').fill(email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByRole('status')).toContainText('Falls ein Konto zu dieser Adresse gehört');

  const mail = await waitForMail(email, (m) => m.subject === 'Passwort zurücksetzen');
  const link = mail.text.match(/http\S+\/reset-password\?token=\S+/)![0];
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''));
  await page.getByLabel('Neues Passwort').fill('zweites-pw');
  await page.getByLabel('Passwort bestätigen').fill('anderes-pw');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwörter stimmen nicht überein');
  await page.getByLabel('Passwort bestätigen').fill('zweites-pw');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Ihr Passwort ist geändert.')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Anmeldung' }).click();
  await signIn(page, { email, password: 'zweites-pw' });
});

test('route guards: admin routes lead back to the overview, locked pages explain themselves', async ({
  page,
}) => {
  await signIn(page, await registerConfirmed(page.request, { prefix: 'guard' }));

  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/news'); // page key 'news' is not allowed at registration
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await expect(
    page.getByRole('heading', { name: '„Neuigkeiten“ ist für Sie noch nicht freigeschaltet' }),
  ).toBeVisible();
  await page.goto('/dashboard/videos'); // allowed at registration
  await expect(page).toHaveURL(/\/dashboard\/videos$/);
  await expect(page.getByRole('heading', { name: 'Videokurse', level: 1 })).toBeVisible();
});

test('the demo admin reaches the admin area', async ({ page }) => {
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/admin');
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
});
