import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { change, click, type Reply, renderForm, setupComponentTests } from '../../../test/render.tsx';
import '../i18n.ts';
import { TermFormDialog } from './term-form-dialog.tsx';

const saved = {
  id: 't1',
  term: 'BAK',
  definition: 'Blutalkoholkonzentration',
  category: 'Grundlagen',
  related: [],
};

const renderTermForm = (reply: Reply = { status: 201, body: saved }) =>
  renderForm((done) => <TermFormDialog open term={null} onClose={() => {}} onSaved={done} />, reply);

setupComponentTests();

describe('admin: glossary term', () => {
  it('names the missing fields instead of sending', async () => {
    const { calls } = renderTermForm();
    change('Begriff', 'BAK');
    click('Speichern');
    expect((await screen.findByRole('alert', { hidden: true })).textContent).toBe(
      'Bitte füllen Sie Begriff, Definition und Kategorie aus.',
    );
    expect(screen.getByLabelText('Definition').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends term, definition, category and related terms, trimmed', async () => {
    const { calls, done } = renderTermForm();
    change('Begriff', ' BAK ');
    change('Definition', 'Blutalkoholkonzentration ');
    change('Kategorie', 'Grundlagen');
    change('Verwandte Begriffe', 'Promille');
    fireEvent.click(screen.getByRole('button', { name: 'Hinzufügen', hidden: true }));
    click('Speichern');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
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
    const { done } = renderTermForm({ status: 409, body: { error: { code: 'conflict' } } });
    change('Begriff', 'BAK');
    change('Definition', 'Blutalkoholkonzentration');
    change('Kategorie', 'Grundlagen');
    click('Speichern');
    expect(await screen.findByText('Diesen Begriff gibt es bereits im Lexikon.')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
  });
});
