import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  change,
  click,
  type Reply,
  renderWithClient,
  setupComponentTests,
  stubApi,
} from '../../../test/render.tsx';
import '../i18n.ts';
import { TermFormDialog } from './term-form-dialog.tsx';

const saved = {
  id: 't1',
  term: 'BAK',
  definition: 'Blutalkoholkonzentration',
  category: 'Grundlagen',
  related: [],
};

function renderForm(reply: Reply = { status: 201, body: saved }) {
  const calls = stubApi(() => reply);
  const onSaved = vi.fn();
  renderWithClient(<TermFormDialog open term={null} onClose={() => {}} onSaved={onSaved} />);
  return { calls, onSaved };
}

setupComponentTests();

describe('admin: glossary term', () => {
  it('names the missing fields instead of sending', async () => {
    const { calls } = renderForm();
    change('Begriff', 'BAK');
    click('Speichern');
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'Bitte füllen Sie Begriff, Definition und Kategorie aus.',
    );
    expect(screen.getByLabelText('Definition').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends term, definition, category and related terms, trimmed', async () => {
    const { calls, onSaved } = renderForm();
    change('Begriff', ' BAK ');
    change('Definition', 'Blutalkoholkonzentration ');
    change('Kategorie', 'Grundlagen');
    change('Verwandte Begriffe', 'Promille');
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen', hidden: true }));
    click('Speichern');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/lexicon',
        body: {
          term: 'BAK',
          definition: 'Blutalkoholkonzentration',
          category: 'Grundlagen',
          related: ['Promille'],
        },
      },
    ]);
  });

  it('says so when the term exists already', async () => {
    const { onSaved } = renderForm({ status: 409, body: { error: { code: 'conflict' } } });
    change('Begriff', 'BAK');
    change('Definition', 'Blutalkoholkonzentration');
    change('Kategorie', 'Grundlagen');
    click('Speichern');
    expect(await screen.findByText('Diesen Begriff gibt es bereits im Lexikon.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
