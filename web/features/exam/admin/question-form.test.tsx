import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../common/schemas/exam.ts';
import { change, click, type Reply, renderForm, setupComponentTests } from '../../../test/render.tsx';
import '../i18n.ts';
import { QuestionForm } from './question-form.tsx';

const categories: Category[] = [
  { id: 'c1', name: 'Alkohol', description: '', mpuTypes: ['alcohol'], questionCount: 3 },
  { id: 'c2', name: 'Drogen', description: '', mpuTypes: ['drugs'], questionCount: 0 },
];

const renderQuestionForm = (reply: Reply = { status: 201, body: { id: 'new' } }) =>
  renderForm((done) => <QuestionForm categories={categories} onDone={done} onCancel={() => {}} />, reply);

function fillValid() {
  change('Kategorie', 'c2');
  change('Frage', 'Was gilt für Cannabis am Steuer?');
  change('Antwort A', 'Es gibt einen THC-Grenzwert');
  change('Antwort B', 'Alles ist erlaubt');
  fireEvent.click(screen.getByLabelText('Antwort A ist richtig'));
}

setupComponentTests();

describe('admin: new exam question', () => {
  it('names the missing required fields instead of sending', async () => {
    const { calls, done } = renderQuestionForm();
    click('Speichern');
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    change('Kategorie', 'c1');
    change('Frage', 'Eine Frage ohne richtige Antwort');
    click('Speichern');
    // Validated again: the category is fine now, the missing correct answer still stops it.
    await waitFor(() => expect(screen.getByLabelText('Kategorie').getAttribute('aria-invalid')).toBe(null));
    expect(screen.getByRole('alert').textContent).toBe('Bitte füllen Sie alle Pflichtfelder aus.');
    expect(calls).toHaveLength(0);
    expect(done).not.toHaveBeenCalled();
  });

  it('lets only an option with text be correct, and unmarks it when edited', () => {
    renderQuestionForm();
    expect(screen.getByLabelText('Antwort C ist richtig')).toHaveProperty('disabled', true);
    change('Antwort C', 'Etwas');
    fireEvent.click(screen.getByLabelText('Antwort C ist richtig'));
    expect(screen.getByLabelText('Antwort C ist richtig')).toHaveProperty('checked', true);
    change('Antwort C', 'Etwas anderes');
    expect(screen.getByLabelText('Antwort C ist richtig')).toHaveProperty('checked', false);
  });

  it('sends the question with its marks and difficulty, then reports done', async () => {
    const { calls, done } = renderQuestionForm();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Antwort hinzufügen' }));
    expect(screen.getByLabelText('Antwort E')).toBeTruthy();
    change('Schwierigkeit', 'hard');
    click('Speichern');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/exam/questions',
        body: {
          categoryId: 'c2',
          question: 'Was gilt für Cannabis am Steuer?',
          options: ['Es gibt einen THC-Grenzwert', 'Alles ist erlaubt', '', '', ''],
          correct: [0],
          explanation: '',
          difficulty: 'hard',
        },
      },
    ]);
  });

  it("shows the server's reason for a refused question, and a general text for a failure", async () => {
    const { done } = renderQuestionForm({ status: 409, body: { error: { code: 'exam_question_taken' } } });
    fillValid();
    click('Speichern');
    expect(await screen.findByText('Diese Frage gibt es in der Kategorie bereits.')).toBeTruthy();
    expect(done).not.toHaveBeenCalled();
    cleanup();

    renderQuestionForm({ status: 500, body: { error: { code: 'internal' } } });
    fillValid();
    click('Speichern');
    expect(await screen.findByText('Fehler beim Erstellen der Frage')).toBeTruthy();
  });
});
