import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TranslationItem } from '../../../common/schemas/translations.ts';
import {
  alertText,
  change,
  click,
  type Reply,
  renderWithClient,
  setupComponentTests,
  stubApi,
} from '../../test/render.tsx';
import './i18n.ts';
import { TranslateControl } from './translate-control.tsx';

const item: TranslationItem = {
  id: 'q1',
  kind: 'question',
  fields: ['question', 'options', 'explanation'],
  german: {
    question: 'Ab wie viel Promille ist man absolut fahruntüchtig?',
    options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'],
    explanation: null,
  },
  translations: { en: { question: 'From what level is one absolutely unfit to drive?' } },
  missing: ['tr', 'en'],
  outdated: ['en'],
};

setupComponentTests();
// TranslateControl loads the editor when it is opened (decision 075): load its module before the
// first test, so opening it does not wait for the module to be transformed.
beforeAll(() => import('./translation-editor.tsx'));

/** The 'Übersetzungen' control of one exam question, opened; `save` answers the PUT. */
async function openEditor(save: Reply = { body: item }) {
  const calls = stubApi((call) => {
    if (call.method === 'PUT') return save;
    if (call.path === '/admin/translations/question') {
      return { body: { missing: { q1: ['tr'] }, outdated: { q1: ['en'] } } };
    }
    return { body: item };
  });
  renderWithClient(<TranslateControl kind="question" id="q1" name="Promille-Frage" />);
  expect(await screen.findByText('TR fehlt')).toBeTruthy();
  expect(screen.getByText('EN veraltet')).toBeTruthy();
  click('Übersetzungen von „Promille-Frage“ bearbeiten');
  await screen.findByLabelText('Frage (Türkisch)');
  return calls;
}

const puts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'PUT');

function fillTurkish() {
  change('Frage (Türkisch)', ' Hangi promilden itibaren araç kullanılamaz? ');
  change('Antwortoptionen (Türkisch): Option A', '0,5 ‰');
  change('Antwortoptionen (Türkisch): Option B', '1,1 ‰');
  change('Antwortoptionen (Türkisch): Option C', '1,6 ‰');
}

describe('admin: translation editor', () => {
  it('shows the German original beside the Turkish and English fields, and what is outdated', async () => {
    await openEditor();
    const question = screen.getByText(item.german.question as string);
    expect(question.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getByText('1,6 ‰').closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getByLabelText('Frage (Englisch)')).toHaveProperty(
      'value',
      'From what level is one absolutely unfit to drive?',
    );
    expect(screen.getByLabelText('Antwortoptionen (Englisch): Option C')).toHaveProperty('value', '');
    expect(screen.getByRole('status').textContent).toContain('Englisch');
  });

  it('needs every option of a language once one is typed', async () => {
    const calls = await openEditor();
    change('Antwortoptionen (Türkisch): Option A', '0,5 ‰');
    click('Übersetzungen speichern');
    const optionB = screen.getByLabelText('Antwortoptionen (Türkisch): Option B');
    await waitFor(() => expect(optionB.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(optionB.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Bitte füllen Sie dieses Feld aus.');
    expect(screen.getByLabelText('Antwortoptionen (Türkisch): Option A').getAttribute('aria-invalid')).toBe(
      null,
    );
    expect(puts(calls)).toHaveLength(0);
  });

  it('sends both languages, trimmed, options only when all are given, and closes', async () => {
    const calls = await openEditor();
    fillTurkish();
    click('Übersetzungen speichern');
    await waitFor(() => expect(screen.queryByLabelText('Frage (Türkisch)')).toBeNull());
    expect(puts(calls)).toEqual([
      {
        method: 'PUT',
        path: '/admin/translations/question/q1',
        body: {
          tr: {
            question: 'Hangi promilden itibaren araç kullanılamaz?',
            options: ['0,5 ‰', '1,1 ‰', '1,6 ‰'],
            explanation: '',
          },
          en: {
            question: 'From what level is one absolutely unfit to drive?',
            options: [],
            explanation: '',
          },
        },
      },
    ]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    await openEditor({ status: 400, body: { error: { code: 'validation' } } });
    fillTurkish();
    click('Übersetzungen speichern');
    expect(await alertText()).toBe('Bitte prüfen Sie Ihre Eingaben.');
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByLabelText('Antwortoptionen (Türkisch): Option C')).toHaveProperty(
      'value',
      '1,6 ‰',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
