import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import UsageSection from './usage-section.tsx';

setupComponentTests();

describe('admin: Leistungstest use (issue 29)', () => {
  it('shows counts per task and says that no results are shown', async () => {
    const calls = stubApi(() => ({
      body: {
        learners: 3,
        runs: 7,
        aborted: 2,
        last30Days: 5,
        tasks: [
          { task: 'reaction', runs: 4, aborted: 1, learners: 3 },
          { task: 'determination', runs: 0, aborted: 0, learners: 0 },
          { task: 'concentration', runs: 1, aborted: 1, learners: 1 },
          { task: 'perception', runs: 0, aborted: 0, learners: 0 },
          { task: 'tracing', runs: 2, aborted: 0, learners: 1 },
        ],
      },
    }));
    renderWithClient(<UsageSection />);
    expect(await screen.findByText(/3 Lernende, 7 Durchgänge \(2 abgebrochen\), davon 5/)).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Reaktion' }).parentElement?.textContent).toBe(
      'Reaktion413',
    );
    expect(screen.getByText(/Ergebnisse einzelner Lernender sehen Sie hier nicht/)).toBeTruthy();
    expect(calls[0]?.path).toBe('/admin/leistungstest/usage');
  });
});
