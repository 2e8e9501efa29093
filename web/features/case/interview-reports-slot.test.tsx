import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageKey } from '../../../common/domain/pages.ts';
import type { Me } from '../../../common/schemas/auth.ts';
import i18n from '../../lib/i18n.ts';
import { authKeys } from '../auth/api.ts';
import { InterviewReportsSlot } from './interview-reports-slot.tsx';
import './i18n.ts';

const report = {
  id: 'r1',
  finishedAt: '2026-11-20T10:00:00.000Z',
  ratings: { past: 2, causes: 1, change: 3, future: 0 },
  nextSteps: ['Kapitel „Rückfallvorbeugung“ lesen'],
};

function renderSlot(pages: PageKey[], answer: { status: number; body?: unknown }) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer.body ?? {}), { status: answer.status }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(authKeys.me, { id: 'u1', role: 'user', pages, reasons: [] } as unknown as Me);
  render(
    <QueryClientProvider client={client}>
      <InterviewReportsSlot />
    </QueryClientProvider>,
  );
  return fetch;
}

beforeAll(() => i18n.changeLanguage('de'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("'Für meine Beratung': the interview reports slot", () => {
  it('lists the latest reports when the learner can use the trainer and it answers', async () => {
    renderSlot(['exam-trainer'], { status: 200, body: { reports: [report] } });
    expect(await screen.findByRole('heading', { name: 'Meine letzten Übungsgespräche' })).toBeTruthy();
    expect(screen.getByText('3 von 3')).toBeTruthy();
    expect(screen.getByText('Kapitel „Rückfallvorbeugung“ lesen')).toBeTruthy();
  });

  it('does not ask the trainer for a learner without it', async () => {
    const fetch = renderSlot(['videos'], { status: 200, body: { reports: [report] } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows nothing when the trainer fails or answers another shape', async () => {
    const failing = renderSlot(['exam-trainer'], { status: 404, body: { error: { code: 'not_found' } } });
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
