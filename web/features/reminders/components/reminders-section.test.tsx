import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReminderSettings } from '../../../../common/schemas/reminders.ts';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import { RemindersSection } from './reminders-section.tsx';

setupComponentTests();

const off: ReminderSettings = {
  email: false,
  days: [1, 2, 3, 4, 5, 6, 7],
  from: 17,
  until: 20,
  topics: { dueReviews: true, planStep: true, inactiveWeek: true },
  pausedUntil: null,
};

describe("'Erinnerungen' in settings (issue 30, decision 065)", () => {
  it('is off until switched on, checks the hours before saving, and saves the choice', async () => {
    const calls = stubApi((call) =>
      call.method === 'GET' ? { body: off } : { body: { ...off, ...(call.body as object) } },
    );
    renderWithClient(<RemindersSection />);
    const email = await screen.findByRole('checkbox', { name: 'E-Mail-Erinnerungen schicken' });
    expect(email).toHaveProperty('checked', false);
    fireEvent.click(email);
    fireEvent.change(screen.getByLabelText('Frühestens ab'), { target: { value: '8' } });
    fireEvent.change(screen.getByLabelText('Spätestens bis'), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Erinnerungen speichern' }));
    expect(await screen.findAllByText('Die Endzeit muss nach der Anfangszeit liegen.')).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Spätestens bis'), { target: { value: '21' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Eine Woche ohne Lernen' }));
    fireEvent.click(screen.getByRole('button', { name: 'Erinnerungen speichern' }));
    expect(await screen.findByText('Gespeichert.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/reminders',
      body: { email: true, from: 8, until: 21, topics: { inactiveWeek: false } },
    });
  });

  it('says when the reminders were unsubscribed, and offers a retry when loading fails', async () => {
    stubApi(() => ({ body: { ...off, pausedUntil: '2026-12-10' } }));
    const first = renderWithClient(<RemindersSection />);
    expect(await screen.findByText(/Sie haben die Erinnerungen abbestellt/)).toBeTruthy();
    first.unmount();
    stubApi(() => ({ status: 500, body: { message: 'kaputt' } }));
    renderWithClient(<RemindersSection />);
    expect(await screen.findByText('Die Erinnerungen konnten nicht geladen werden.')).toBeTruthy();
  });

  it('opens with the server’s choice, not an old one, after the mail’s link turned reminders off', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    const section = () => (
      <QueryClientProvider client={client}>
        <RemindersSection />
      </QueryClientProvider>
    );
    stubApi(() => ({ body: { ...off, email: true } }));
    const first = render(section());
    const on = await screen.findByRole('checkbox', { name: 'E-Mail-Erinnerungen schicken' });
    expect(on).toHaveProperty('checked', true);
    first.unmount();
    stubApi(() => ({ body: { ...off, pausedUntil: '2026-12-10' } })); // unsubscribed meanwhile
    render(section());
    expect(await screen.findByText(/Sie haben die Erinnerungen abbestellt/)).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'E-Mail-Erinnerungen schicken' })).toHaveProperty(
      'checked',
      false,
    );
  });
});
