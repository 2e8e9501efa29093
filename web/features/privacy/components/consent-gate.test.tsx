import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../../../common/domain/privacy.ts';
import { sessionKeys } from '../../../lib/session.ts';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import ConsentGate from './consent-gate.tsx';

setupComponentTests();

describe('consent gate', () => {
  it('needs the box ticked, then sends the current notice version', async () => {
    const calls = stubApi(() => ({ body: { id: 'u1' } }));
    const { client } = renderWithClient(<ConsentGate onDecline={() => {}} declining={false} />);
    const agree = () => fireEvent.click(screen.getByRole('button', { name: 'Zustimmen und weiter' }));
    agree();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Bitte setzen Sie das Häkchen, wenn Sie einverstanden sind.',
    );
    const box = screen.getByRole('checkbox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box);
    expect(calls).toHaveLength(0);
    fireEvent.click(box);
    agree();
    // The answer is the new profile: the session query holds it, so the gate gives way.
    await waitFor(() => expect(client.getQueryData(sessionKeys.me)).toEqual({ id: 'u1' }));
    expect(calls).toEqual([
      { method: 'POST', path: '/me/consent', body: { version: PRIVACY_NOTICE_VERSION } },
    ]);
  });
});
