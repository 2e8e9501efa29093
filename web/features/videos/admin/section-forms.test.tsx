import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { renderWithClient, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { SectionModal } from './section-modal.tsx';
import SectionTitleEdit from './section-title-edit.tsx';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

beforeAll(() => i18n.changeLanguage('de'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
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
    const save = () => fireEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    open();
    type('Titel der Kategorie', '   ');
    save();
    await screen.findByRole('button', { name: /bearbeiten$/ });
    open();
    save();
    await screen.findByRole('button', { name: /bearbeiten$/ });
    expect(calls).toHaveLength(0);
    open();
    type('Titel der Kategorie', ' Alkohol am Steuer ');
    save();
    await screen.findByRole('button', { name: /bearbeiten$/ });
    expect(calls).toEqual([
      { method: 'PATCH', path: '/admin/video-sections/s1', body: { title: 'Alkohol am Steuer' } },
    ]);
  });
});
