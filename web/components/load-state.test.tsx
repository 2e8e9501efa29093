import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderWithClient, setupComponentTests } from '../test/render.tsx';
import { ListState } from './load-state.tsx';

function Names({ load, compact }: { load: () => Promise<string[]>; compact?: boolean }) {
  const query = useQuery({ queryKey: ['names'], queryFn: load });
  return (
    <ListState query={query} loadError="Die Liste fehlt." empty="Noch niemand da." compact={compact}>
      {(names) => (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </ListState>
  );
}

setupComponentTests();

describe('ListState', () => {
  it('shows the spinner while loading, then the items', async () => {
    renderWithClient(<Names load={async () => ['Anna', 'Ben']} />);
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …');
    expect((await screen.findAllByRole('listitem')).map((li) => li.textContent)).toEqual(['Anna', 'Ben']);
  });

  it('says what failed and why, and loads again on retry', async () => {
    const load = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new ApiError('not_found', 404))
      .mockResolvedValue(['Anna']);
    renderWithClient(<Names load={load} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Die Liste fehlt. Nicht gefunden.');
    fireEvent.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect((await screen.findByRole('listitem')).textContent).toBe('Anna');
  });

  it('shows the empty text in its box, spaced tighter when compact', async () => {
    const { unmount } = renderWithClient(<Names load={async () => []} />);
    expect((await screen.findByText('Noch niemand da.')).className).toContain('mt-8 p-8');
    unmount();
    renderWithClient(<Names load={async () => []} compact />);
    expect((await screen.findByText('Noch niemand da.')).className).toContain('mt-6 p-6');
  });
});
