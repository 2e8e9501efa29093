import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PAGE_KEYS } from '../../../../common/domain/pages.ts';
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

function renderUsers(update: Reply) {
  const calls = stubApi((call) => (call.method === 'GET' ? { body: { users: [user] } } : update));
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
    await openEditor();
    expect(screen.getByLabelText('Rolle')).toHaveProperty('value', 'user');
    expect(screen.getByLabelText('Alkohol-MPU')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Videokurse')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('MPU-Lexikon')).toHaveProperty('checked', true);
  });

  it('sends role, reasons in canonical order and every page', async () => {
    const calls = renderUsers({ body: { ...user, role: 'admin' } });
    await openEditor();
    fireEvent.change(screen.getByLabelText('Rolle'), { target: { value: 'admin' } });
    expect(screen.getByText('Administratoren sehen alle Bereiche.')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Drogen-MPU'));
    fireEvent.click(screen.getByLabelText('Videokurse'));
    fireEvent.click(screen.getByLabelText('Neuigkeiten'));
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
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
      call.method === 'GET' ? { body: { users: [user, counsellor] } } : { body: assigned },
    );
    renderWithClient(<AdminUsersSection />);
    expect(await screen.findByText('Noch keine Lernenden zugeordnet.')).toBeTruthy();
    await openEditor();
    fireEvent.change(screen.getByLabelText('Beraterin oder Berater'), {
      target: { value: '00000000-0000-4000-8000-0000000000c1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Beratung: Anna Berger (berger@example.org)')).toBeTruthy();
    expect(screen.getByText('1 Lernende Person: anna@example.org')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      counsellorId: '00000000-0000-4000-8000-0000000000c1',
    });
  });

  it("shows the server's refusal and keeps the editor open", async () => {
    renderUsers({ status: 409, body: { error: { code: 'conflict' } } });
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
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
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /admin/users',
      'DELETE /admin/users/u1',
      'GET /admin/users',
    ]);
  });
});
