import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import {
  alertText,
  change,
  click,
  type Reply,
  renderForm,
  setupComponentTests,
} from '../../../test/render.tsx';
import '../i18n.ts';
import { CreateKeyDialog } from './create-key-dialog.tsx';

const renderDialog = (reply: Reply = { status: 201, body: { item: {}, key: 'mpu_secret' } }) =>
  renderForm((done) => <CreateKeyDialog open onClose={() => {}} onCreated={done} />, reply);

setupComponentTests();

describe('admin: new API key', () => {
  it('needs a name, an expiry not in the past and one permission', async () => {
    const { calls } = renderDialog();
    click('Erstellen');
    expect(await alertText()).toBe('Bitte geben Sie einen Namen für den API-Schlüssel ein.');
    change('Name', 'CRM');
    change('Läuft ab am (optional)', '2001-01-01');
    click('Erstellen');
    await waitFor(async () => expect(await alertText()).toBe(i18n.t('apiKeys:errors.expiryPast')));
    change('Läuft ab am (optional)', '');
    for (const box of screen.getAllByRole('checkbox', { checked: true, hidden: true })) {
      if (box.getAttribute('value')) fireEvent.click(box);
    }
    click('Erstellen');
    await waitFor(async () =>
      expect(await alertText()).toBe('Bitte wählen Sie mindestens eine Berechtigung.'),
    );
    expect(calls).toHaveLength(0);
  });

  it('sends name, no expiry, active and the default permissions, then hands over the key', async () => {
    const { calls, done } = renderDialog();
    change('Name', ' CRM Produktion ');
    click('Erstellen');
    await waitFor(() => expect(done).toHaveBeenCalledWith('mpu_secret'));
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/admin/api-keys',
      body: {
        name: 'CRM Produktion',
        expiresOn: null,
        isActive: true,
        scopes: ['learners:write', 'learners:read'],
      },
    });
  });

  it('says when the name is taken', async () => {
    renderDialog({ status: 409, body: { error: { code: 'conflict' } } });
    change('Name', 'CRM');
    click('Erstellen');
    await waitFor(async () =>
      expect(await alertText()).toBe('Es gibt bereits einen Schlüssel mit diesem Namen.'),
    );
  });
});
