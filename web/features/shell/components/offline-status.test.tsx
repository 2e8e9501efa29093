import 'fake-indexeddb/auto';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setServerReachable } from '../../../lib/connection.ts';
import { dropQueuedAnswers, sendAnswer, setQueueOwner } from '../../../lib/offline/queue.ts';
import { setupComponentTests } from '../../../test/render.tsx';
import { OfflineStatus } from './offline-status.tsx';
import '../i18n.ts';

let online = true;

function setBrowserOnline(value: boolean) {
  online = value;
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

setupComponentTests();
beforeEach(async () => {
  online = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online);
  setServerReachable(true);
  await setQueueOwner('anna');
  await dropQueuedAnswers(null);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline indicator in the shell', () => {
  it('is an empty status region while online, and says so when the browser goes offline', () => {
    render(<OfflineStatus />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => setBrowserOnline(false));
    expect(status.textContent).toContain('Offline.');
    expect(status.textContent).toContain('Antworten werden gespeichert');
    act(() => setBrowserOnline(true));
    expect(status.textContent).toBe('');
  });

  it('also when the page shows the service worker’s copies (the browser still says online)', () => {
    render(<OfflineStatus />);
    act(() => setServerReachable(false));
    expect(screen.getByRole('status').textContent).toContain('Offline.');
  });

  it('counts the answers waiting to be sent', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(<OfflineStatus />);
    act(() => setBrowserOnline(false));
    await act(() =>
      sendAnswer({ id: 'a1', key: 'q1', path: '/reviews/q1/answer', body: { attemptId: 'a1' } }),
    );
    expect(screen.getByRole('status').textContent).toContain('1 Antwort wartet auf das Senden.');
  });
});
