import { QueryObserver } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../../../lib/session.ts';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import { ReasonsSelect } from './reasons-select.tsx';
import '../i18n.ts';

setupComponentTests();

describe('the header’s MPU reasons (decision 042)', () => {
  it('puts the saved profile into the session query and fetches every other query again', async () => {
    const saved = { id: 'u1', reasons: ['alcohol', 'drugs'] };
    const calls = stubApi(({ method }) => (method === 'PUT' ? { body: saved } : { body: { sections: [] } }));
    const { client } = renderWithClient(<ReasonsSelect reasons={['alcohol']} />);
    // The video library, chosen by the reasons, is on view.
    new QueryObserver(client, {
      queryKey: ['videos', 'library', 'de'],
      queryFn: () => fetch('/api/videos').then((r) => r.json()),
      staleTime: Number.POSITIVE_INFINITY,
    }).subscribe(() => {});
    await waitFor(() => expect(calls).toHaveLength(1));

    fireEvent.click(screen.getByRole('button', { name: 'MPU-Grund: Alkohol-MPU' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Drogen-MPU' }));
    await waitFor(() => expect(client.getQueryData(sessionKeys.me)).toEqual(saved));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('PUT /me/reasons'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/videos')).toHaveLength(2));
  });
});
