import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PageKey } from '../../../../common/domain/pages.ts';
import { type Me, sessionKeys } from '../../../lib/session.ts';
import { setupComponentTests } from '../../../test/render.tsx';
import { InterviewReportsSlot } from './interview-reports-slot.tsx';
import '../i18n.ts';

const topic = (name: string, score: number | null) => ({
  topic: name,
  score,
  reasons: [],
  convincing: [],
  missing: score === 0 ? ['ein Plan für Risikosituationen'] : [],
  nextSteps:
    score === 0 ? [{ kind: 'chapter', title: 'Rückfallvorbeugung', href: '/dashboard/courses/x#y' }] : [],
});
const report = {
  sessionId: '3f1c0d7e-8a51-4c7a-9d55-2f4b1a6e9c01',
  finishedAt: '2026-11-20T10:00:00.000Z',
  reasons: ['alcohol'],
  engine: 'offline',
  topics: [topic('past', 2), topic('causes', null), topic('change', 3), topic('future', 0)],
  provisional: false,
};

function renderSlot(pages: PageKey[], answer: { status: number; body?: unknown }) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(answer.body ?? {}), { status: answer.status }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient();
  client.setQueryData(sessionKeys.me, { id: 'u1', role: 'user', pages, reasons: [] } as unknown as Me);
  render(
    <QueryClientProvider client={client}>
      <InterviewReportsSlot />
    </QueryClientProvider>,
  );
  return fetch;
}

setupComponentTests();

describe("'Für meine Beratung': the interview reports slot", () => {
  it('shows the latest report when the learner can use the trainer and it answers', async () => {
    renderSlot(['exam-trainer'], { status: 200, body: { report } });
    expect(await screen.findByRole('heading', { name: 'Mein letztes Übungsgespräch' })).toBeTruthy();
    expect(screen.getByText(/3 von 3/)).toBeTruthy();
    expect(screen.getByText(/nicht besprochen/)).toBeTruthy();
    expect(screen.getByText(/ein Plan für Risikosituationen/)).toBeTruthy();
    expect(screen.getByText('Rückfallvorbeugung')).toBeTruthy();
  });

  it('does not ask the trainer for a learner without it', async () => {
    const fetch = renderSlot(['videos'], { status: 200, body: { report } });
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
