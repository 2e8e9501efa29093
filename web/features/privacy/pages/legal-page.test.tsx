import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import LegalPage from './legal-page.tsx';

setupComponentTests({ language: 'tr' });

describe('a legal page for a Turkish reader (issue 28)', () => {
  it('marks the German original as German and summarises the privacy notice in Turkish', async () => {
    stubApi(() => ({
      body: { page: 'datenschutz', lang: 'de', markdown: '# Datenschutzerklärung\n\nWir speichern …' },
    }));
    renderWithClient(<LegalPage page="datenschutz" />);
    const original = await screen.findByRole(
      'heading',
      { name: 'Datenschutzerklärung' },
      { timeout: 10_000 },
    );
    expect(original.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getByRole('heading', { name: 'Özet' })).toBeTruthy();
    expect(screen.getByText(/Almanca metin bağlayıcıdır/)).toBeTruthy();
    expect(screen.getByText(/Hesabı sil/)).toBeTruthy();
  });

  it('shows an operator translation as it is, without the note', async () => {
    stubApi(() => ({ body: { page: 'impressum', lang: 'tr', markdown: '# Künye\n\nMuster GmbH' } }));
    renderWithClient(<LegalPage page="impressum" />);
    const heading = await screen.findByRole('heading', { name: 'Künye' }, { timeout: 10_000 });
    expect(heading.closest('[lang]')?.getAttribute('lang')).toBe('tr');
    expect(screen.queryByText(/yalnızca Almanca/)).toBeNull();
  });
});
