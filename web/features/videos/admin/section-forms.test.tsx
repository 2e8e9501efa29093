import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { click, renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { SectionModal } from './section-modal.tsx';
import SectionTitleEdit from './section-title-edit.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

setupComponentTests();

describe('new video category', () => {
  it('needs title and description, then creates the category trimmed', async () => {
    const calls = stubApi(() => ({ body: { id: 's1' } }));
    const onCreated = vi.fn();
    renderWithClient(<SectionModal open onClose={() => {}} onCreated={onCreated} />);
    type('Titel', '  Alkohol ');
    fireEvent.click(screen.getByRole('button', { name: 'Erstellen', hidden: true }));
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'Bitte füllen Sie alle Felder aus.',
    );
    expect(screen.getByLabelText('Beschreibung', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    type('Beschreibung', 'Grundlagen ');
    fireEvent.click(screen.getByRole('button', { name: 'Erstellen', hidden: true }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/video-sections',
        body: { title: 'Alkohol', description: 'Grundlagen' },
      },
    ]);
  });
});

describe('inline title edit', () => {
  it('ignores a blank or unchanged title and saves a new one', async () => {
    const calls = stubApi(() => ({ body: { ok: true } }));
    renderWithClient(<SectionTitleEdit sectionId="s1" title="Alkohol" />);
    const open = () => fireEvent.click(screen.getByRole('button', { name: /bearbeiten$/ }));
    open();
    type('Titel der Kategorie', '   ');
    click('Speichern');
    await screen.findByRole('button', { name: /bearbeiten$/ });
    open();
    click('Speichern');
    await screen.findByRole('button', { name: /bearbeiten$/ });
    expect(calls).toHaveLength(0);
    open();
    type('Titel der Kategorie', ' Alkohol am Steuer ');
    click('Speichern');
    await screen.findByRole('button', { name: /bearbeiten$/ });
    expect(calls).toEqual([
      { method: 'PATCH', path: '/admin/video-sections/s1', body: { title: 'Alkohol am Steuer' } },
    ]);
  });
});
