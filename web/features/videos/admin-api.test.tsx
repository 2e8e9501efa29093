import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { AdminVideos } from '../../../common/schemas/videos.ts';
import { setupComponentTests, stubApi } from '../../test/render.tsx';
import { useReorder } from './admin-api.ts';
import { videoKeys } from './api.ts';

setupComponentTests();

const section = (id: string, order: number) => ({ id, order, title: id, description: '', videos: [] });
const stored = { sections: [section('a', 1), section('b', 2)] } as unknown as AdminVideos;

function renderReorder() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  client.setQueryData(videoKeys.admin, stored);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, result: renderHook(() => useReorder(), { wrapper }).result };
}

const orderOf = (data: AdminVideos | undefined) => data?.sections.map((s) => `${s.id}${s.order}`);

describe('a drag-and-drop reorder (decision 042)', () => {
  it('shows the new order before the server answers and puts the old one back when it refuses', async () => {
    let shownWhileSaving: string[] | undefined;
    const { client, result } = renderReorder();
    stubApi(() => {
      shownWhileSaving = orderOf(client.getQueryData(videoKeys.admin));
      return { status: 400, body: { error: { code: 'validation' } } };
    });
    await act(() => result.current.mutateAsync({ ids: ['b', 'a'] }).catch(() => undefined));
    expect(shownWhileSaving).toEqual(['b1', 'a2']);
    expect(orderOf(client.getQueryData(videoKeys.admin))).toEqual(['a1', 'b2']);
  });

  it('keeps the new order when the server takes it', async () => {
    const { client, result } = renderReorder();
    stubApi(() => ({ body: { ok: true } }));
    await act(() => result.current.mutateAsync({ ids: ['b', 'a'] }));
    expect(orderOf(client.getQueryData(videoKeys.admin))).toEqual(['b1', 'a2']);
  });
});
