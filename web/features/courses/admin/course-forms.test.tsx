import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  alertText,
  change,
  click,
  type Reply,
  renderForm,
  setupComponentTests,
} from '../../../test/render.tsx';
import './i18n.ts';
import { ChapterForm, CourseForm } from './item-forms.tsx';
import { QuizForm } from './quiz-form.tsx';

const ok: Reply = { body: { ok: true } };
const failed: Reply = { status: 500, body: { error: { code: 'internal' } } };

setupComponentTests();

const renderCourse = (reply: Reply) =>
  renderForm((done) => <CourseForm course={null} onDone={done} />, reply);

describe('admin: course', () => {
  it('needs a title', async () => {
    const { calls } = renderCourse(ok);
    change('Titel', '   ');
    click('Speichern');
    expect(await alertText()).toBe('Bitte geben Sie einen Titel ein.');
    expect(screen.getByLabelText('Titel').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed course with its MPU types', async () => {
    const { calls, done } = renderCourse(ok);
    change('Titel', ' Alkohol verstehen ');
    change('Beschreibung', 'Was Promille bedeuten');
    fireEvent.click(screen.getByLabelText('Drogen-MPU'));
    click('Speichern');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/admin/courses',
      body: { title: 'Alkohol verstehen', description: 'Was Promille bedeuten', mpuTypes: ['drugs'] },
    });
  });

  it("shows the server's refusal at the field it names", async () => {
    const { done } = renderCourse({
      status: 400,
      body: { error: { code: 'validation', fields: ['title'] } },
    });
    change('Titel', 'Alkohol verstehen');
    click('Speichern');
    expect(await alertText()).toBe('Bitte prüfen Sie Ihre Eingaben.');
    expect(screen.getByLabelText('Titel').getAttribute('aria-invalid')).toBe('true');
    expect(done).not.toHaveBeenCalled();
  });
});

describe('admin: chapter', () => {
  const chapter = { id: 'ch1', title: 'Promille', content: '## Alt', quizzes: [] };

  const renderChapter = (reply: Reply, existing: typeof chapter | null = chapter) =>
    renderForm((done) => <ChapterForm courseId="c1" chapter={existing} onDone={done} />, reply);

  it('needs a title', async () => {
    const { calls } = renderChapter(ok, null);
    change('Inhalt', 'Text ohne Titel');
    click('Speichern');
    expect(await alertText()).toBe('Bitte geben Sie einen Titel ein.');
    expect(calls).toHaveLength(0);
  });

  it('sends a new chapter to its course, a changed one to itself', async () => {
    const { calls, done } = renderChapter(ok, null);
    change('Titel', ' Rückfall vermeiden ');
    change('Inhalt', '## Warnsignale ');
    click('Speichern');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/admin/courses/c1/chapters',
      body: { title: 'Rückfall vermeiden', content: '## Warnsignale' },
    });
  });

  it('sends the edited chapter and says when saving failed', async () => {
    const { calls, done } = renderChapter(failed);
    change('Inhalt', '## Neu');
    click('Speichern');
    expect(await alertText()).toBe('Ein Fehler ist aufgetreten');
    expect(calls[0]).toEqual({
      method: 'PUT',
      path: '/admin/courses/chapters/ch1',
      body: { title: 'Promille', content: '## Neu' },
    });
    expect(done).not.toHaveBeenCalled();
  });
});

describe('admin: chapter quiz question', () => {
  const renderQuiz = (reply: Reply) =>
    renderForm((done) => <QuizForm chapterId="ch1" quiz={null} onDone={done} />, reply);
  const fill = (options: string[]) => {
    change('Frage', ' Ab wie viel Promille droht eine MPU? ');
    for (const [i, text] of options.entries()) change(`Antwort ${'ABCD'[i]}`, text);
  };

  it('needs the question, two different answers and one marked correct', async () => {
    const required =
      'Bitte geben Sie die Frage und mindestens zwei verschiedene Antworten ein und wählen Sie die richtige Antwort.';
    const empty = renderQuiz(ok);
    expect(screen.getByLabelText('Antwort A ist richtig')).toHaveProperty('disabled', true);
    click('Speichern');
    expect(await alertText()).toBe(required);
    expect(empty.calls).toHaveLength(0);
    cleanup();

    const twice = renderQuiz(ok);
    fill(['1,1', ' 1,1']);
    fireEvent.click(screen.getByLabelText('Antwort A ist richtig'));
    click('Speichern');
    expect(await alertText()).toBe(required);
    expect(twice.calls).toHaveLength(0);
  });

  it('sends the question with its filled answers and the correct one as text', async () => {
    const { calls, done } = renderQuiz(ok);
    fill(['0,5', '1,1', '1,6', '']);
    fireEvent.click(screen.getByLabelText('Antwort C ist richtig'));
    change('Erklärung', 'Ab 1,6 Promille ordnet die Behörde eine MPU an.');
    click('Speichern');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(calls[0]).toEqual({
      method: 'POST',
      path: '/admin/courses/chapters/ch1/quizzes',
      body: {
        question: 'Ab wie viel Promille droht eine MPU?',
        options: ['0,5', '1,1', '1,6'],
        correctAnswer: '1,6',
        explanation: 'Ab 1,6 Promille ordnet die Behörde eine MPU an.',
      },
    });
  });

  it('says when saving failed', async () => {
    const { done } = renderQuiz(failed);
    fill(['0,5', '1,6']);
    fireEvent.click(screen.getByLabelText('Antwort B ist richtig'));
    click('Speichern');
    expect(await alertText()).toBe('Ein Fehler ist aufgetreten');
    expect(done).not.toHaveBeenCalled();
  });
});
