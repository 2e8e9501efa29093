import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import { useMarkRead } from '../api.ts';
import { NewsBell } from './bell.tsx';
import '../bell-i18n.ts';

setupComponentTests();

function MarkRead({ id }: { id: string }) {
  const mark = useMarkRead();
  return (
    <button type="button" onClick={() => mark.mutate(id)}>
      gelesen
    </button>
  );
}

const item = (id: string) => ({ id, title: `Neu ${id}`, publishedAt: '2026-11-20T10:00:00.000Z' });

describe('the bell and the news page share one unread-news query (issue 15)', () => {
  it('marking an item read on the news page updates the bell at once', async () => {
    let unread = ['a', 'b'];
    const calls = stubApi(({ method, path }) => {
      if (method === 'POST') {
        unread = unread.filter((id) => !path.includes(`/news/${id}/`));
        return { status: 204 };
      }
      return { body: { count: unread.length, items: unread.map(item) } };
    });
    renderWithClient(
      <>
        <NewsBell allowed />
        <MarkRead id="a" />
      </>,
    );
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen: 2 ungelesen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'gelesen' }));
    expect(await screen.findByRole('button', { name: 'Benachrichtigungen: 1 ungelesen' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/news/unread')).toHaveLength(2);
  });

  it('shows a Turkish learner each title in its language, German ones marked', async () => {
    await i18n.changeLanguage('tr');
    stubApi(() => ({
      body: {
        count: 2,
        items: [
          { ...item('a'), title: 'Yeni kurallar', lang: 'tr' },
          { ...item('b'), title: 'Neue Regeln für Radfahrer', lang: 'de' },
        ],
      },
    }));
    try {
      renderWithClient(<NewsBell allowed />);
      fireEvent.click(await screen.findByRole('button', { name: /2/ }));
      const german = await screen.findByRole('link', { name: /Neue Regeln für Radfahrer/ });
      expect(within(german).getByText('Neue Regeln für Radfahrer').getAttribute('lang')).toBe('de');
      expect(within(german).getByTestId('german-fallback').textContent).toBe('Almanca');
      const turkish = screen.getByRole('link', { name: 'Yeni kurallar' });
      expect(within(turkish).getByText('Yeni kurallar').getAttribute('lang')).toBe('tr');
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('does not ask while news is locked', async () => {
    const calls = stubApi(() => ({ body: { count: 3, items: [] } }));
    renderWithClient(<NewsBell allowed={false} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Benachrichtigungen' })).toBeTruthy());
  });
});
