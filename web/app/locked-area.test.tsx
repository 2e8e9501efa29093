import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient, setupComponentTests, stubApi } from '../test/render.tsx';
import { LockedArea } from './locked-area.tsx';
import '../features/shell/i18n.ts';

setupComponentTests();

const none = () => stubApi(() => ({ body: { requests: [] } }));

describe('a locked area says whom to ask (issue 28)', () => {
  it('names the configured contact', () => {
    none();
    renderWithClient(<LockedArea area="videos" contact="Rufen Sie uns an: 030 1234567." />);
    expect(screen.getByText('Rufen Sie uns an: 030 1234567.').getAttribute('lang')).toBe('de');
    expect(screen.queryByRole('link', { name: 'Impressum öffnen' })).toBeNull();
  });

  it('without one, points to the provider in the Impressum, not to a counsellor they may not have', () => {
    none();
    renderWithClient(<LockedArea area="videos" contact={null} />);
    expect(screen.getByText(/an den Anbieter dieser App/)).toBeTruthy();
    expect(screen.queryByText(/Beraterin/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Impressum öffnen' }).getAttribute('href')).toBe('/impressum');
  });
});

describe('Zugang anfragen on a locked area (issue 28)', () => {
  const request = (state: string) => ({
    page: 'news',
    state,
    createdAt: '2026-12-01T10:00:00.000Z',
    decidedAt: state === 'pending' ? null : '2026-12-02T10:00:00.000Z',
  });

  it('asks for the page once and then shows the open request instead of the button', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST'
        ? { status: 201, body: { requests: [request('pending')] } }
        : { body: { requests: [] } },
    );
    renderWithClient(<LockedArea area="news" contact={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zugang anfragen' }));
    expect(await screen.findByText(/Ihre Anfrage vom .* ist eingegangen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zugang anfragen' })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      { method: 'POST', path: '/access-requests', body: { page: 'news' } },
    ]);
  });

  it('shows a declined request without a button to ask again', async () => {
    stubApi(() => ({ body: { requests: [request('declined')] } }));
    renderWithClient(<LockedArea area="news" contact={null} />);
    expect(await screen.findByText(/wurde abgelehnt/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zugang anfragen' })).toBeNull();
  });

  it('a granted request refreshes what the viewer may open; still locked after that, it can be asked anew', async () => {
    const calls = stubApi((call) =>
      call.path === '/me' ? { status: 401 } : { body: { requests: [request('granted')] } },
    );
    renderWithClient(<LockedArea area="news" contact={null} />);
    await waitFor(() => expect(calls.filter((c) => c.path === '/me').length).toBeGreaterThanOrEqual(1));
    // The viewer, read after the grant, still has the page locked (locked again since): ask again.
    expect(await screen.findByRole('button', { name: 'Zugang anfragen' })).toBeTruthy();
  });

  it('says so when the request fails, and keeps the button', async () => {
    stubApi((call) => (call.method === 'POST' ? { status: 500 } : { body: { requests: [] } }));
    renderWithClient(<LockedArea area="news" contact={null} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Zugang anfragen' }));
    expect((await screen.findByRole('alert')).textContent).toContain('konnte nicht gesendet werden');
    expect(screen.getByRole('button', { name: 'Zugang anfragen' })).toBeTruthy();
  });
});
