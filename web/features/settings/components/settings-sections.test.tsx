import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Reply, renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { AccountSection } from './account-section.tsx';
import { DetailsSection } from './details-section.tsx';
import { HobbiesSection } from './hobbies-section.tsx';
import { EducationSection, LifeSection } from './onboarding-sections.tsx';

const details = { firstName: 'Anna', middleName: null, lastName: 'Weber', birthDate: '1985-04-12' };
const settings = { details, onboarding: {} };
const invalid: Reply = { status: 400, body: { error: { code: 'validation' } } };

const form = (name: string) => screen.getByRole('form', { name });
const type = (label: string, value: string, scope = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

setupComponentTests();

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

  it('refuses an impossible birth date without asking the server, at the field', async () => {
    const calls = stubApi(() => ({ body: settings }));
    renderWithClient(<DetailsSection details={details} />);
    type('Geburtsdatum', '2099-01-01');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte geben Sie ein gültiges Geburtsdatum ein.',
    );
    const field = screen.getByLabelText('Geburtsdatum');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Bitte geben Sie ein gültiges Geburtsdatum ein.',
    );
    expect(document.activeElement).toBe(field);
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

  it('checks the new password before sending it', async () => {
    const calls = stubApi(() => ({ body: { ok: true } }));
    renderWithClient(<AccountSection email="anna@example.de" />);
    const alert = () => within(form('Passwort ändern')).findByRole('alert');
    fill('altesPasswort', 'neuesPasswort', 'anderesPasswort');
    expect((await alert()).textContent).toBe('Passwörter stimmen nicht überein');
    fill('altesPasswort', 'kurz', 'kurz');
    await waitFor(async () =>
      expect((await alert()).textContent).toBe('Passwort muss mindestens 8 Zeichen lang sein'),
    );
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
    // The server named the field: the error is at 'Aktuelles Passwort', which has focus.
    const current = within(form('Passwort ändern')).getByLabelText('Aktuelles Passwort');
    expect(current.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(current);
  });
});

describe('settings: e-mail', () => {
  it('asks for a different address, then sends it with the password', async () => {
    const calls = stubApi(() => ({ body: { pendingEmail: 'neu@example.de' } }));
    renderWithClient(<AccountSection email="anna@example.de" />);
    const scope = form('E-Mail-Adresse ändern');
    const submit = () =>
      fireEvent.click(within(scope).getByRole('button', { name: 'E-Mail-Adresse ändern' }));
    type('Neue E-Mail-Adresse', 'ANNA@example.de', scope);
    submit();
    expect((await within(scope).findByRole('alert')).textContent).toBe(
      'Bitte geben Sie eine neue, andere E-Mail-Adresse ein.',
    );
    type('Neue E-Mail-Adresse', 'kein-at', scope);
    submit();
    await waitFor(() =>
      expect(within(scope).getByRole('alert').textContent).toBe(
        'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      ),
    );
    type('Neue E-Mail-Adresse', ' Neu@Example.de ', scope);
    type('Aktuelles Passwort', 'geheim', scope);
    submit();
    expect(await within(scope).findByText(/Bestätigungslink an neu@example.de/)).toBeTruthy();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/settings/email',
        body: { email: 'neu@example.de', currentPassword: 'geheim', language: 'de' },
      },
    ]);
  });
});

describe('settings: life and education', () => {
  const onboarding = {
    city: 'Köln',
    livingSituation: null,
    relationshipStatus: null,
    childrenCount: 2,
    hasSiblings: false,
    siblingsInfo: 'alt',
    parentsInfo: '',
    occupation: '',
    education: null,
    highestDegree: null,
    hobbies: [],
  };

  it('turns an invalid children count into 0, shows siblings only with siblings, and saves', async () => {
    const calls = stubApi(() => ({ body: settings }));
    renderWithClient(<LifeSection onboarding={onboarding} />);
    expect(screen.queryByLabelText('Angaben zu Ihren Geschwistern')).toBeNull();
    type('Anzahl Kinder', '-3');
    fireEvent.change(screen.getByLabelText('Wohnsituation'), { target: { value: 'partner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Informationen erfolgreich aktualisiert')).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      city: 'Köln',
      livingSituation: 'partner',
      relationshipStatus: null,
      hasSiblings: false,
      siblingsInfo: '',
      parentsInfo: '',
      childrenCount: 0,
    });
    expect(screen.getByLabelText('Anzahl Kinder')).toHaveProperty('value', '0');
    fireEvent.click(screen.getByLabelText('Ich habe Geschwister'));
    expect(await screen.findByLabelText('Angaben zu Ihren Geschwistern')).toBeTruthy();
  });

  it("holds the family texts to the schema's 2,000 characters", async () => {
    const calls = stubApi(() => ({ body: settings }));
    renderWithClient(<LifeSection onboarding={{ ...onboarding, hasSiblings: true }} />);
    type('Angaben zu Ihren Geschwistern', 'x'.repeat(2000));
    type('Angaben zu Ihren Eltern', 'x'.repeat(2001));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte geben Sie höchstens 2000 Zeichen ein.',
    );
    expect(screen.getByLabelText('Angaben zu Ihren Eltern').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Angaben zu Ihren Geschwistern').getAttribute('aria-invalid')).toBe(null);
    expect(calls).toHaveLength(0);
  });

  it('sends the education fields and maps a refused field onto it', async () => {
    const calls = stubApi(() => ({
      status: 400,
      body: { error: { code: 'validation', fields: ['occupation'] } },
    }));
    renderWithClient(<EducationSection onboarding={onboarding} />);
    type('Beruf', 'Pflegekraft');
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const field = screen.getByLabelText('Beruf');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(calls[0]?.body).toEqual({ education: null, highestDegree: null, occupation: 'Pflegekraft' });
  });
});
