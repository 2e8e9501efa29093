import { readFileSync } from 'node:fs';
import { registerConfirmed } from './support/accounts.ts';
import { BASE_URL } from './support/config.ts';
import { expect, expectAccessible, signIn, test } from './support/fixtures.ts';
import { waitForMail } from './support/mail.ts';

test('every settings section saves with its message; export; e-mail and password change; deletion', async ({
  page,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'settings' });
  await signIn(page, account);
  await page
    .getByRole('navigation', { name: 'Hauptnavigation' })
    .getByRole('link', { name: /Persönliche Daten/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Persönliche Daten & Profil', level: 1 })).toBeVisible();
  await expectAccessible(page);

  const details = page.getByRole('form', { name: 'Persönliche Daten' });
  await details.getByLabel('Vorname', { exact: true }).fill('Anna');
  await details.getByLabel('Nachname').fill('Muster');
  await details.getByLabel('Geburtsdatum').fill('1985-04-12');
  await details.getByRole('button', { name: 'Speichern' }).click();
  await expect(details.getByRole('status')).toHaveText('Persönliche Daten erfolgreich aktualisiert');

  const life = page.getByRole('form', { name: 'Lebenssituation' });
  await life.getByLabel('Wohnort').fill('Köln');
  await life.getByLabel('Wohnsituation').selectOption({ label: 'Mit Partner/in' });
  await life.getByLabel('Anzahl Kinder').fill('-3');
  await expect(life.getByLabel('Angaben zu Ihren Geschwistern')).toHaveCount(0);
  await life.getByLabel('Ich habe Geschwister').check();
  await life.getByLabel('Angaben zu Ihren Geschwistern').fill('Eine Schwester');
  await life.getByRole('button', { name: 'Speichern' }).click();
  await expect(life.getByRole('status')).toHaveText('Informationen erfolgreich aktualisiert');
  await expect(life.getByLabel('Anzahl Kinder')).toHaveValue('0'); // invalid becomes 0

  const education = page.getByRole('form', { name: 'Ausbildung' });
  await education.getByLabel('Höchster Abschluss').selectOption('abitur');
  await education.getByLabel('Beruf').fill('Pflegekraft');
  await education.getByRole('button', { name: 'Speichern' }).click();
  await expect(education.getByRole('status')).toHaveText('Informationen erfolgreich aktualisiert');

  const hobbies = page.getByRole('form', { name: 'Hobbys' });
  await hobbies.getByLabel('Neues Hobby').fill('  Lesen ');
  await hobbies.getByLabel('Neues Hobby').press('Enter');
  await hobbies.getByLabel('Neues Hobby').fill('lesen');
  await hobbies.getByRole('button', { name: 'Hobby hinzufügen' }).click();
  await hobbies.getByLabel('Neues Hobby').fill('Schwimmen');
  await hobbies.getByRole('button', { name: 'Hobby hinzufügen' }).click();
  await expect(hobbies.getByRole('listitem')).toHaveText(['Lesen', 'Schwimmen']);
  await hobbies.getByRole('button', { name: 'Speichern' }).click();
  await expect(hobbies.getByRole('status')).toHaveText('Informationen erfolgreich aktualisiert');

  // Everything is still there after a reload.
  await page.reload();
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Anna');
  await expect(page.getByLabel('Wohnort')).toHaveValue('Köln');
  await expect(page.getByLabel('Angaben zu Ihren Geschwistern')).toHaveValue('Eine Schwester');
  await expect(page.getByLabel('Beruf')).toHaveValue('Pflegekraft');

  // Password: mismatch, then a real change.
  const password = page.getByRole('form', { name: 'Passwort ändern' });
  await password.getByLabel('Aktuelles Passwort').fill(account.password);
  await password.getByLabel('Neues Passwort', { exact: true }).fill('neues-geheimnis');
  await password.getByLabel('Neues Passwort bestätigen').fill('anderes');
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(password.getByRole('alert')).toHaveText('Passwörter stimmen nicht überein');
  await password.getByLabel('Neues Passwort bestätigen').fill('neues-geheimnis');
  await password.getByRole('button', { name: 'Passwort ändern' }).click();
  await expect(password.getByRole('status')).toHaveText('Passwort erfolgreich aktualisiert');

  // E-mail: confirmed through the new address.
  const newEmail = account.email.replace('settings-', 'settings-neu-');
  const email = page.getByRole('form', { name: 'E-Mail-Adresse ändern' });
  await email.getByLabel('Neue E-Mail-Adresse').fill(newEmail);
  await email.getByLabel('Aktuelles Passwort').fill('falsch');
  await email.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(email.getByRole('alert')).toHaveText(
    'Fehler beim Aktualisieren der E-Mail: Das aktuelle Passwort ist nicht richtig.',
  );
  await email.getByLabel('Aktuelles Passwort').fill('neues-geheimnis');
  await email.getByRole('button', { name: 'E-Mail-Adresse ändern' }).click();
  await expect(email.getByRole('status')).toContainText(`Bestätigungslink an ${newEmail}`);
  const mail = await waitForMail(newEmail, (m) => m.subject === 'Neue E-Mail-Adresse bestätigen');
  const link = mail.text.match(/http\S+\/auth\/callback\?token=\S+/)![0];
  await page.goto(link.replace(/^http:\/\/localhost:\d+/, ''));
  await expect(page.getByText('Ihre neue E-Mail-Adresse ist bestätigt.')).toBeVisible();
  await page.goto('/dashboard/settings');
  await expect(page.getByText(`Aktuelle E-Mail-Adresse: ${newEmail}`)).toBeVisible();

  // Download: only with the current password (issue 26); everything stored, health data included.
  const exportForm = page.getByRole('form', { name: 'Meine Daten herunterladen' });
  await exportForm.getByLabel('Aktuelles Passwort').fill('falsch');
  await exportForm.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  await expect(exportForm.getByRole('alert').first()).toContainText(
    'Das aktuelle Passwort ist nicht richtig.',
  );
  await exportForm.getByLabel('Aktuelles Passwort').fill('neues-geheimnis');
  const downloading = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Meine Daten herunterladen' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^meine-daten-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(exportForm.getByRole('status')).toHaveText('Ihre Daten wurden als Datei heruntergeladen.');
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.profiles[0].email).toBe(newEmail);
  expect(data.user_details[0].firstName).toBe('Anna');
  expect(data.user_medical).toHaveLength(1);

  // Deletion needs a confirmation with the password; then the account is gone.
  await page.getByRole('button', { name: 'Konto löschen' }).click();
  const confirm = page.getByRole('form', { name: 'Konto wirklich löschen?' });
  await expectAccessible(page);
  await confirm.getByLabel('Aktuelles Passwort').fill('neues-geheimnis');
  await confirm.getByRole('button', { name: 'Konto endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-Mail-Adresse').fill(newEmail);
  await page.getByLabel('Passwort', { exact: true }).fill('neues-geheimnis');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.',
  );
});

test('the signed-in devices: one other signed out, then all others; at 360 px too', async ({
  page,
  playwright,
}) => {
  const account = await registerConfirmed(page.request, { prefix: 'sessions' });
  const phone = await playwright.request.newContext({
    baseURL: BASE_URL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  });
  const signInPhone = () =>
    phone.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect((await signInPhone()).status()).toBe(200);
  await signIn(page, account);
  await page.goto('/dashboard/settings');
  const devices = page.getByRole('region', { name: 'Angemeldete Geräte' });
  const phoneItem = devices.getByRole('listitem').filter({ hasText: 'Safari · iOS' });
  await expect(phoneItem).toHaveCount(1);
  await expect(devices.getByRole('listitem').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1);
  await expectAccessible(page);

  await devices.getByRole('button', { name: 'Safari · iOS abmelden' }).click();
  await expect(devices.getByRole('status')).toHaveText('Safari · iOS ist abgemeldet.');
  await expect(devices.getByRole('heading', { name: 'Angemeldete Geräte' })).toBeFocused();
  await expect(phoneItem).toHaveCount(0);
  expect((await phone.get('/api/me')).status()).toBe(401);

  expect((await signInPhone()).status()).toBe(200);
  await page.reload();
  await expect(phoneItem).toHaveCount(1);
  await page.setViewportSize({ width: 360, height: 800 });
  await devices.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/settings-sessions-360.png', fullPage: false });
  await devices.getByRole('button', { name: 'Auf allen anderen Geräten abmelden' }).click();
  await expect(devices.getByRole('status')).toHaveText(
    /^(Ein anderes Gerät ist|\d+ andere Geräte sind) abgemeldet\.$/,
  );
  await expect(devices.getByText('Sie sind nur auf diesem Gerät angemeldet.')).toBeVisible();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  expect((await phone.get('/api/me')).status()).toBe(401);
  expect((await page.request.get('/api/me')).status()).toBe(200);
  await expectAccessible(page);
  await phone.dispose();
});
