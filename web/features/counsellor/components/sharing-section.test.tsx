import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CounsellingState } from '../../../../common/schemas/counsellor.ts';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import { SharingSection } from './sharing-section.tsx';

setupComponentTests();

const state: CounsellingState = {
  counsellor: { name: 'Anna Berger', email: 'berger@example.org' },
  shared: [],
  records: [],
};

describe("'Meine Beratung' in settings (issue 30)", () => {
  it('names the counsellor, shares one kind per switch and shows the new state', async () => {
    const calls = stubApi((call) =>
      call.method === 'GET'
        ? { body: state }
        : {
            body: {
              ...state,
              shared: ['case'],
              records: [
                {
                  kind: 'case',
                  counsellor: 'Anna Berger',
                  sharedAt: '2026-12-03T10:00:00Z',
                  withdrawnAt: null,
                },
              ],
            },
          },
    );
    renderWithClient(<SharingSection />);
    expect(await screen.findByText('Anna Berger (berger@example.org)')).toBeTruthy();
    const transcripts = screen.getByRole('switch', {
      name: 'Dazu den vollständigen Wortlaut meiner Antworten teilen',
    });
    expect(transcripts).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('switch', { name: '„Mein MPU-Fall“ teilen' }));
    expect(
      await screen.findByText('Geteilt mit Anna Berger. Sie können es jederzeit zurücknehmen.'),
    ).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      path: '/counselling/shares/case',
      body: { shared: true },
    });
  });

  it('says so when no counsellor is assigned, and leaves out the Leistungstest where it is locked', async () => {
    stubApi(() => ({ body: { counsellor: null, shared: [], records: [] } }));
    renderWithClient(<SharingSection hasLeistungstest={false} />);
    expect(
      await screen.findByText(/Ihnen ist noch keine Beraterin und kein Berater zugeordnet/),
    ).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
