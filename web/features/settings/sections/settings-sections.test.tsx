import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { type Reply, renderWithClient, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { AccountSection } from './account-section.tsx';
import { DetailsSection } from './details-section.tsx';
import { HobbiesSection } from './hobbies-section.tsx';

const details = { firstName: 'Anna', middleName: null, lastName: 'Weber', birthDate: '1985-04-12' };
const settings = { details, onboarding: {} };
const invalid: Reply = { status: 400, body: { error: { code: 'validation' } } };

const form = (name: string) => screen.getByRole('form', { name });
const type = (label: string, value: string, scope = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

beforeAll(() => i18n.changeLanguage('de'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('settings: personal details', () => {
  it('saves the changed details and says so', async () => {
    const calls = stubApi(() => ({ body: settings }));
    renderWithClient(<DetailsSection details={details} />);
    type('Nachname', 'Schmidt');
    type('Zweiter Vorname (optional)', '  ');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Persönliche Daten erfolgreich aktualisiert')).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/settings/details',
        body: { ...details, lastName: 'Schmidt', middleName: null },
      },
    ]);
  });

  it('refuses an impossible birth date without asking the server', () => {
    const calls = stubApi(() => ({ body: settings }));
    renderWithClient(<DetailsSection details={details} />);
    type('Geburtsdatum', '2099-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte geben Sie ein gültiges Geburtsdatum ein.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's reason when saving fails", async () => {
    stubApi(() => invalid);
    renderWithClient(<DetailsSection details={details} />);
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Fehler beim Aktualisieren der persönlichen Daten: Bitte prüfen Sie Ihre Eingaben.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Persönliche Daten erfolgreich aktualisiert')).toBeNull();
  });
});

describe('settings: hobbies', () => {
  it('adds trimmed new hobbies once, removes one and saves the list', async () => {
    const calls = stubApi(() => ({ body: settings }));
    renderWithClient(<HobbiesSection hobbies={['Laufen']} />);
    for (const hobby of ['  Lesen ', 'Laufen', '   ']) {
      type('Neues Hobby', hobby);
      fireEvent.click(screen.getByRole('button', { name: 'Hobby hinzufügen' }));
    }
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Laufen', 'Lesen']);
    fireEvent.click(screen.getByRole('button', { name: 'Laufen entfernen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Informationen erfolgreich aktualisiert')).toBeTruthy();
    expect(calls).toEqual([{ method: 'PATCH', path: '/settings/onboarding', body: { hobbies: ['Lesen'] } }]);
  });

  it('says when the hobbies could not be saved', async () => {
    stubApi(() => ({ status: 500, body: { error: { code: 'internal' } } }));
    renderWithClient(<HobbiesSection hobbies={[]} />);
    expect(screen.getByText('Noch keine Hobbys eingetragen.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Fehler beim Aktualisieren der Informationen: Ein Fehler ist aufgetreten'),
    ).toBeTruthy();
  });
});

describe('settings: password', () => {
  function fill(current: string, password: string, confirm: string) {
    const scope = form('Passwort ändern');
    type('Aktuelles Passwort', current, scope);
    type('Neues Passwort', password, scope);
    type('Neues Passwort bestätigen', confirm, scope);
    fireEvent.click(within(scope).getByRole('button', { name: 'Passwort ändern' }));
  }

  it('checks the new password before sending it', () => {
    const calls = stubApi(() => ({ body: { ok: true } }));
    renderWithClient(<AccountSection email="anna@example.de" />);
    fill('altesPasswort', 'neuesPasswort', 'anderesPasswort');
    expect(screen.getByText('Passwörter stimmen nicht überein')).toBeTruthy();
    fill('altesPasswort', 'kurz', 'kurz');
    expect(screen.getByText('Passwort muss mindestens 6 Zeichen lang sein')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('saves a new password, clears the fields, and shows a wrong current password', async () => {
    let reply: Reply = { body: { ok: true } };
    const calls = stubApi(() => reply);
    renderWithClient(<AccountSection email="anna@example.de" />);
    fill('altesPasswort', 'neuesPasswort', 'neuesPasswort');
    expect(await screen.findByText('Passwort erfolgreich aktualisiert')).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: '/settings/password',
      body: { currentPassword: 'altesPasswort', password: 'neuesPasswort' },
    });
    expect(within(form('Passwort ändern')).getByLabelText('Neues Passwort')).toHaveProperty('value', '');

    reply = { status: 400, body: { error: { code: 'wrong_password' } } };
    fill('falsch', 'neuesPasswort', 'neuesPasswort');
    expect(
      await screen.findByText(
        'Fehler beim Aktualisieren des Passworts: Das aktuelle Passwort ist nicht richtig.',
      ),
    ).toBeTruthy();
  });
});
