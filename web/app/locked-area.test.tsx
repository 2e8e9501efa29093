import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupComponentTests } from '../test/render.tsx';
import { LockedArea } from './locked-area.tsx';
import '../features/shell/i18n.ts';

setupComponentTests();

describe('a locked area says whom to ask (issue 28)', () => {
  it('names the configured contact', () => {
    render(<LockedArea area="videos" contact="Rufen Sie uns an: 030 1234567." />);
    expect(screen.getByText('Rufen Sie uns an: 030 1234567.').getAttribute('lang')).toBe('de');
    expect(screen.queryByRole('link', { name: 'Impressum öffnen' })).toBeNull();
  });

  it('without one, points to the provider in the Impressum, not to a counsellor they may not have', () => {
    render(<LockedArea area="videos" contact={null} />);
    expect(screen.getByText(/an den Anbieter dieser App/)).toBeTruthy();
    expect(screen.queryByText(/Beraterin/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Impressum öffnen' }).getAttribute('href')).toBe('/impressum');
  });
});
