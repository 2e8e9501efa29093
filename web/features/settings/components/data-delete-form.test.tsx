import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  alertText,
  change,
  click,
  type Reply,
  renderForm,
  setupComponentTests,
} from '../../../test/render.tsx';
import '../i18n.ts';
import { DeleteAccountForm } from './data-delete-form.tsx';

const renderDeleteForm = (reply: Reply = { body: { ok: true } }) =>
  renderForm((done) => <DeleteAccountForm onDeleted={done} onCancel={() => {}} />, reply);

setupComponentTests();

describe('settings: delete the account', () => {
  it('needs the current password, at the field', async () => {
    const { calls, done } = renderDeleteForm();
    click('Konto endgültig löschen');
    const field = screen.getByLabelText('Aktuelles Passwort');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte füllen Sie dieses Feld aus.',
    );
    expect(document.activeElement).toBe(field);
    expect(calls).toHaveLength(0);
    expect(done).not.toHaveBeenCalled();
  });

  it('sends the password and reports the account deleted', async () => {
    const { calls, done } = renderDeleteForm();
    change('Aktuelles Passwort', 'geheim');
    click('Konto endgültig löschen');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      { method: 'POST', path: '/settings/delete-account', body: { currentPassword: 'geheim' } },
    ]);
  });

  it('says a wrong password, at the field too', async () => {
    const { done } = renderDeleteForm({ status: 400, body: { error: { code: 'wrong_password' } } });
    change('Aktuelles Passwort', 'falsch');
    click('Konto endgültig löschen');
    expect(await alertText()).toBe(
      'Fehler beim Löschen des Kontos: Das aktuelle Passwort ist nicht richtig.',
    );
    const field = screen.getByLabelText('Aktuelles Passwort');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field);
    expect(done).not.toHaveBeenCalled();
  });
});
