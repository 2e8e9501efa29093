import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PageKey } from '../../common/domain/pages.ts';
import { type Me, sessionKeys } from '../lib/session.ts';
import { setupComponentTests, stubApi } from '../test/render.tsx';
import CasePrintRoute from './case-print-route.tsx';
import '../features/case/i18n.ts';

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

/** The print route for a learner with these pages; the trainer answers `answer`, the workbook fails. */
function renderRoute(pages: PageKey[], answer: { status: number; body?: unknown }) {
  const calls = stubApi(({ path }) =>
    path === '/trainer/reports/latest' ? answer : { status: 500, body: { error: { code: 'internal' } } },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKeys.me, { id: 'u1', role: 'user', pages, reasons: [] } as unknown as Me);
  render(
    <QueryClientProvider client={client}>
      <CasePrintRoute />
    </QueryClientProvider>,
  );
  return () => calls.filter((call) => call.path === '/trainer/reports/latest');
}

const reportHeading = { name: 'Mein letztes Übungsgespräch' };

setupComponentTests();

describe("'Für meine Beratung': the print route with the latest interview report", () => {
  it('shows the latest report when the learner can use the trainer and it answers', async () => {
    renderRoute(['exam-trainer'], { status: 200, body: { report } });
    expect(await screen.findByRole('heading', reportHeading)).toBeTruthy();
    expect(screen.getByText(/3 von 3/)).toBeTruthy();
    expect(screen.getByText(/nicht besprochen/)).toBeTruthy();
    expect(screen.getByText(/ein Plan für Risikosituationen/)).toBeTruthy();
    expect(screen.getByText('Rückfallvorbeugung')).toBeTruthy();
  });

  it('does not ask the trainer for a learner without it', async () => {
    const trainer = renderRoute(['videos'], { status: 200, body: { report } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(trainer()).toEqual([]);
    expect(screen.queryByRole('heading', reportHeading)).toBeNull();
  });

  it('shows nothing when the trainer fails or answers another shape', async () => {
    const failing = renderRoute(['exam-trainer'], { status: 404, body: { error: { code: 'not_found' } } });
    await waitFor(() => expect(failing()).toHaveLength(1));
    expect(screen.queryByRole('heading', reportHeading)).toBeNull();
  });
});
