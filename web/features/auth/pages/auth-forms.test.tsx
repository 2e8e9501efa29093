import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { alertText, renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import ForgotPasswordPage from './forgot-password-page.tsx';
import LoginPage from './login-page.tsx';
import RegisterPage from './register-page.tsx';
import ResetPasswordPage from './reset-password-page.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

setupComponentTests();
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('login', () => {
  it('takes over what was typed before the form library arrived, and a pending submit', async () => {
    const calls = stubApi(() => ({ status: 401, body: { error: { code: 'invalid_credentials' } } }));
    renderWithClient(<LoginPage />);
    const email = screen.getByLabelText('E-Mail-Adresse');
    email.focus();
    type('E-Mail-Adresse', 'anna@example.de');
    fireEvent.submit(email.closest('form')!);
    // The real form validated the pending submit: the password is missing.
    expect(await alertText()).toBe('Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.');
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveProperty('value', 'anna@example.de');
    const password = screen.getByLabelText('Passwort', { exact: true });
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(password);
    expect(calls).toHaveLength(0);

    type('Passwort', 'falsch');
    fireEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(async () =>
      expect(await alertText()).toBe('Ungültige E-Mail oder Passwort. Bitte versuchen Sie es erneut.'),
    );
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/login',
        body: { email: 'anna@example.de', password: 'falsch', language: 'de' },
      },
    ]);
  });
});

describe('register', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Registrieren' }));

  it('says what is missing in the order of the fields, focusing the field', async () => {
    const calls = stubApi(() => ({ body: { ok: true } }));
    renderWithClient(<RegisterPage />);
    submit();
    expect(await alertText()).toBe('Bitte geben Sie Ihre E-Mail-Adresse und Ihr Passwort ein.');
    const email = screen.getByLabelText('E-Mail-Adresse');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);

    type('E-Mail-Adresse', 'anna@example.de');
    type('Passwort', '12345');
    submit();
    await waitFor(async () => expect(await alertText()).toBe('Passwort muss mindestens 8 Zeichen lang sein'));
    type('Passwort', 'geheim-123');
    submit();
    await waitFor(async () => expect(await alertText()).toBe('Bitte wählen Sie den Grund für Ihre MPU aus.'));
    fireEvent.change(screen.getByLabelText('Grund für Ihre MPU'), { target: { value: 'drugs' } });
    submit();
    await waitFor(async () =>
      expect(await alertText()).toBe(
        'Bitte bestätigen Sie die Einwilligung, damit wir Ihr Konto anlegen können.',
      ),
    );
    expect(calls).toHaveLength(0);
  });

  it('sends the schema output, clears the fields on success, puts a taken address on the field', async () => {
    let status = 200;
    const calls = stubApi(() =>
      status === 200 ? { body: { ok: true } } : { status, body: { error: { code: 'email_taken' } } },
    );
    renderWithClient(<RegisterPage />);
    const fill = () => {
      type('E-Mail-Adresse', ' Anna@Example.de ');
      type('Passwort', 'geheim-123');
      fireEvent.change(screen.getByLabelText('Grund für Ihre MPU'), { target: { value: 'alcohol' } });
      fireEvent.click(screen.getByRole('checkbox', { name: /Ich willige ausdrücklich ein/ }));
      submit();
    };
    fill();
    expect(
      await screen.findByText('Registrierung erfolgreich! Sie können sich jetzt anmelden.'),
    ).toBeTruthy();
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/auth/register',
      body: { email: 'anna@example.de', password: 'geheim-123', reason: 'alcohol', consent: true },
    });
    expect(screen.getByLabelText('E-Mail-Adresse')).toHaveProperty('value', '');

    status = 409;
    fill();
    expect(await alertText()).toBe('Diese E-Mail-Adresse existiert bereits. Bitte melden Sie sich an.');
    expect(screen.getByLabelText('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('forgot and reset password', () => {
  it('asks for a valid address before sending the link', async () => {
    const calls = stubApi(() => ({ body: { ok: true } }));
    renderWithClient(<ForgotPasswordPage />);
    type('E-Mail-Adresse', 'anna@');
    fireEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await alertText()).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
    type('E-Mail-Adresse', 'anna@example.de');
    fireEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText(/Falls ein Konto zu dieser Adresse gehört/)).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([{ email: 'anna@example.de', language: 'de' }]);
  });

  it('needs two equal passwords of eight characters', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abcdefghijklmnopqrstuvwxyz');
    const calls = stubApi(() => ({ body: { ok: true } }));
    renderWithClient(<ResetPasswordPage />);
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    type('Neues Passwort', 'kurz');
    save();
    expect(await alertText()).toBe('Passwort muss mindestens 8 Zeichen lang sein');
    type('Neues Passwort', 'zweites-pw');
    type('Passwort bestätigen', 'anderes-pw');
    save();
    await waitFor(async () => expect(await alertText()).toBe('Passwörter stimmen nicht überein'));
    type('Passwort bestätigen', 'zweites-pw');
    save();
    expect(await screen.findByText(/Ihr Passwort ist geändert/)).toBeTruthy();
    expect(calls.map((c) => c.body)).toEqual([
      { token: 'abcdefghijklmnopqrstuvwxyz', password: 'zweites-pw' },
    ]);
  });

  it('lets an invited learner set their first password, in words that fit (issue 28)', async () => {
    window.history.replaceState(null, '', '/reset-password?token=abcdefghijklmnopqrstuvwxyz&invite=1');
    stubApi(() => ({ body: { ok: true } }));
    renderWithClient(<ResetPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Passwort festlegen' })).toBeTruthy();
    expect(screen.queryByLabelText('Neues Passwort')).toBeNull();
    type('Passwort', 'erstes-pw-1');
    type('Passwort bestätigen', 'erstes-pw-1');
    fireEvent.click(screen.getByRole('button', { name: 'Passwort festlegen' }));
    expect(
      await screen.findByText('Ihr Passwort ist gespeichert. Bitte melden Sie sich jetzt damit an.'),
    ).toBeTruthy();
  });
});
