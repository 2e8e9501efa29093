import { QueryClient, QueryClientProvider, QueryObserver } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useRefetchingMutation, viewerChanged, withEntry } from './server-state.ts';

/** A client with two features' queries on view, counting how often each was fetched. */
function clientWithQueries() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const fetched: Record<string, number> = { news: 0, lexicon: 0 };
  const observe = (feature: 'news' | 'lexicon') =>
    new QueryObserver(client, {
      queryKey: [feature, 'list'],
      queryFn: () => {
        fetched[feature] = (fetched[feature] ?? 0) + 1;
        return fetched[feature];
      },
    }).subscribe(() => {});
  observe('news');
  observe('lexicon');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, fetched, wrapper };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the cache-update rule (decision 042)', () => {
  it("refetches the writing feature's queries once the write settled, and only those", async () => {
    const { fetched, wrapper } = clientWithQueries();
    await settle();
    const { result } = renderHook(() => useRefetchingMutation(['news'], async (id: string) => id), {
      wrapper,
    });
    await act(() => result.current.mutateAsync('n1'));
    expect(fetched).toEqual({ news: 2, lexicon: 1 });
  });

  it('refetches after a failed write too, so the page shows what the server has', async () => {
    const { fetched, wrapper } = clientWithQueries();
    await settle();
    const { result } = renderHook(
      () =>
        useRefetchingMutation(['news'], async () => {
          throw new Error('conflict');
        }),
      { wrapper },
    );
    await act(() => result.current.mutateAsync(undefined).catch(() => undefined));
    expect(fetched).toEqual({ news: 2, lexicon: 1 });
  });

  it('refetches every query when the viewer changed', async () => {
    const { client, fetched } = clientWithQueries();
    await settle();
    await viewerChanged(client);
    expect(fetched).toEqual({ news: 2, lexicon: 2 });
  });

  it('puts an answer that is one entry’s new state in place of that entry', () => {
    const items = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ];
    expect(withEntry(items, { id: 'b', name: 'B2' })).toEqual([
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B2' },
    ]);
  });
});
