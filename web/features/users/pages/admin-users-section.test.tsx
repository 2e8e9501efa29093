import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_KEYS, SELF_REGISTRATION_DEFAULTS } from '../../../../common/domain/pages.ts';
import type { AdminUser } from '../../../../common/schemas/users.ts';
import { type Reply, renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import AdminUsersSection from './admin-users-section.tsx';

const user: AdminUser = {
  id: 'u1',
  email: 'anna@example.org',
  role: 'user',
  mpuReason: 'alcohol',
  mpuReasons: ['alcohol'],
  emailVerified: true,
  createdAt: '2026-01-05T10:00:00.000Z',
  permissions: { videos: false },
  counsellorId: null,
  name: null,
};

const defaultsPath = '/admin/users/registration-defaults';
const defaults = SELF_REGISTRATION_DEFAULTS;

function renderUsers(update: Reply) {
  const calls = stubApi((call) =>
    call.path === defaultsPath
      ? { body: { permissions: call.body ? (call.body as { permissions: object }).permissions : defaults } }
      : call.method === 'GET'
        ? { body: { users: [user] } }
        : update,
  );
  renderWithClient(<AdminUsersSection />);
  return calls;
}

async function openEditor() {
  fireEvent.click(await screen.findByRole('button', { name: 'anna@example.org bearbeiten' }));
  return screen.getByRole('form', { name: 'anna@example.org bearbeiten' });
}

setupComponentTests();

describe('admin: users editor', () => {
  it('shows the stored role, reasons and pages', async () => {
    renderUsers({ body: user });
    const editor = within(await openEditor());
    expect(editor.getByLabelText('Rolle')).toHaveProperty('value', 'user');
    expect(editor.getByLabelText('Alkohol-MPU')).toHaveProperty('checked', true);
    expect(editor.getByLabelText('Videokurse')).toHaveProperty('checked', false);
    expect(editor.getByLabelText('MPU-Lexikon')).toHaveProperty('checked', true);
  });

  it('sends role, reasons in canonical order and every page', async () => {
    const calls = renderUsers({ body: { ...user, role: 'admin' } });
    const editor = within(await openEditor());
    fireEvent.change(editor.getByLabelText('Rolle'), { target: { value: 'admin' } });
    expect(editor.getByText('Administratoren sehen alle Bereiche.')).toBeTruthy();
    fireEvent.click(editor.getByLabelText('Drogen-MPU'));
    fireEvent.click(editor.getByLabelText('Videokurse'));
    fireEvent.click(editor.getByLabelText('Neuigkeiten'));
    fireEvent.click(editor.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Benutzer erfolgreich aktualisiert')).toBeTruthy();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/admin/users/u1');
    expect(patch?.body).toEqual({
      role: 'admin',
      mpuReasons: ['alcohol', 'drugs'],
      // No row for 'leistungstest': it stays locked (decision 060).
      permissions: Object.fromEntries(
        PAGE_KEYS.map((page) => [page, page !== 'news' && page !== 'leistungstest']),
      ),
    });
    expect(patch?.body).not.toHaveProperty('counsellorId');
  });

  it('assigns a counsellor and shows who counsels whom (issue 30)', async () => {
    const counsellor: AdminUser = {
      ...user,
      id: '00000000-0000-4000-8000-0000000000c1',
      email: 'berger@example.org',
      role: 'counsellor',
      mpuReasons: [],
      mpuReason: null,
      name: 'Anna Berger',
    };
    const assigned = { ...user, counsellorId: '00000000-0000-4000-8000-0000000000c1' };
    const calls = stubApi((call) =>
      call.path === defaultsPath
        ? { body: { permissions: defaults } }
        : call.method === 'GET'
          ? { body: { users: [user, counsellor] } }
          : { body: assigned },
    );
    renderWithClient(<AdminUsersSection />);
    expect(await screen.findByText('Noch keine Lernenden zugeordnet.')).toBeTruthy();
    const editor = within(await openEditor());
    fireEvent.change(editor.getByLabelText('Beraterin oder Berater'), {
      target: { value: '00000000-0000-4000-8000-0000000000c1' },
    });
    fireEvent.click(editor.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Beratung: Anna Berger (berger@example.org)')).toBeTruthy();
    expect(screen.getByText('1 Lernende Person: anna@example.org')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      counsellorId: '00000000-0000-4000-8000-0000000000c1',
    });
  });

  it("shows the server's refusal and keeps the editor open", async () => {
    renderUsers({ status: 409, body: { error: { code: 'conflict' } } });
    const editor = within(await openEditor());
    fireEvent.click(editor.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Das letzte Administratorkonto kann nicht zurückgestuft werden.'),
    ).toBeTruthy();
    expect(screen.getByRole('form', { name: 'anna@example.org bearbeiten' })).toBeTruthy();
  });

  it('erases a user after asking, says so, and asks the server for the list again', async () => {
    const calls = renderUsers({ body: { ok: true } });
    fireEvent.click(await screen.findByRole('button', { name: 'anna@example.org löschen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Endgültig löschen' }));
    expect(await screen.findByText('Das Konto wurde gelöscht.')).toBeTruthy();
    expect(calls.filter((c) => c.path !== defaultsPath).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /admin/users',
      'DELETE /admin/users/u1',
      'GET /admin/users',
    ]);
  });
});

describe('admin: what self-registered learners get (issue 28)', () => {
  it('shows the stored setting and saves every page', async () => {
    const calls = renderUsers({ body: user });
    const card = within(await screen.findByRole('form', { name: 'Zugang bei Selbstregistrierung' }));
    expect(card.getByLabelText('Neuigkeiten')).toHaveProperty('checked', true);
    expect(card.getByLabelText('KI-Assistent')).toHaveProperty('checked', false);
    fireEvent.click(card.getByLabelText('Neuigkeiten'));
    fireEvent.click(card.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText('Gespeichert. Neue Registrierungen erhalten diese Bereiche.'),
    ).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe(defaultsPath);
    expect(put?.body).toEqual({ permissions: { ...defaults, news: false } });
  });

  it('offers a retry when the setting could not be loaded', async () => {
    let failing = true;
    stubApi((call) =>
      call.path === defaultsPath
        ? failing
          ? { status: 500, body: { error: { code: 'internal', message: 'x' } } }
          : { body: { permissions: defaults } }
        : { body: { users: [user] } },
    );
    renderWithClient(<AdminUsersSection />);
    expect(await screen.findByText('Die Einstellung konnte nicht geladen werden.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('form', { name: 'Zugang bei Selbstregistrierung' })).toBeTruthy();
  });
});
