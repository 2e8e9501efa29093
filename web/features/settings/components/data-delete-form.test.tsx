import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  alertText,
  change,
  click,
  type Reply,
  renderWithClient,
  setupComponentTests,
  stubApi,
} from '../../../test/render.tsx';
import '../i18n.ts';
import { DeleteAccountForm } from './data-delete-form.tsx';

function renderForm(reply: Reply = { body: { ok: true } }) {
  const calls = stubApi(() => reply);
  const onDeleted = vi.fn();
  renderWithClient(<DeleteAccountForm onDeleted={onDeleted} onCancel={() => {}} />);
  return { calls, onDeleted };
}

setupComponentTests();

describe('settings: delete the account', () => {
  it('needs the current password, at the field', async () => {
    const { calls, onDeleted } = renderForm();
    click('Konto endgültig löschen');
    const field = screen.getByLabelText('Aktuelles Passwort');
    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(document.activeElement).toBe(field);
    expect(calls).toHaveLength(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('sends the password and reports the account deleted', async () => {
    const { calls, onDeleted } = renderForm();
    change('Aktuelles Passwort', 'geheim');
    click('Konto endgültig löschen');
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      { method: 'POST', path: '/settings/delete-account', body: { currentPassword: 'geheim' } },
    ]);
  });

  it('says a wrong password, at the field too', async () => {
    const { onDeleted } = renderForm({ status: 400, body: { error: { code: 'wrong_password' } } });
    change('Aktuelles Passwort', 'falsch');
    click('Konto endgültig löschen');
    expect(await alertText()).toBe(
      'Fehler beim Löschen des Kontos: Das aktuelle Passwort ist nicht richtig.',
    );
    const field = screen.getByLabelText('Aktuelles Passwort');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
