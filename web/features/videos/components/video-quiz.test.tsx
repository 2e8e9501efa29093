import { fireEvent, screen, within } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { LearnerQuiz, QuizAttempt } from '../../../../common/schemas/videos.ts';
import { dropQueuedAnswers, queuedAnswers, setQueueOwner } from '../../../lib/offline/queue.ts';
import { type Reply, renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { VideoQuiz } from './video-quiz.tsx';

const options = ['Promille sinken um etwa 0,1 pro Stunde', 'Kaffee hilft', 'Schlaf allein reicht'];
const quiz = (id: string, question: string, attempt: QuizAttempt | null = null): LearnerQuiz => ({
  id,
  question,
  options,
  order: 1,
  lang: 'de',
  attempt,
});
const attempt: QuizAttempt = {
  selectedAnswers: [options[0]!, options[1]!],
  isCorrect: false,
  correctAnswers: [options[0]!],
  explanation: 'Nur die Zeit baut Alkohol ab.',
};

function renderQuiz(quizzes: LearnerQuiz[], answer: () => Reply) {
  const calls = stubApi(({ method, path }) => {
    if (method === 'GET' && path === '/videos/v1/quizzes') return { body: { quizzes } };
    if (method === 'POST' && path.startsWith('/videos/quizzes/')) return answer();
    return { status: 404, body: { error: { code: 'not_found' } } };
  });
  renderWithClient(<VideoQuiz videoId="v1" />);
  return calls;
}

const question = (text: string) => screen.getByRole('group', { name: new RegExp(text) });
const state = (scope: HTMLElement, option: string) =>
  within(scope).getByText(option).closest('label')?.getAttribute('data-state');

const anId = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

setupComponentTests();

describe('the video quiz question', () => {
  it('asks for a choice, sends the selection once and marks right and wrong options', async () => {
    const calls = renderQuiz([quiz('q1', 'Wie baut der Körper Alkohol ab?')], () => ({ body: attempt }));
    await screen.findByText('Frage 1 von 1');
    const group = question('Wie baut der Körper');

    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie mindestens eine Antwort aus.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(within(group).getByRole('checkbox', { name: /Promille sinken/ }));
    fireEvent.click(within(group).getByRole('checkbox', { name: /Kaffee hilft/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(
      await screen.findByText('Leider nicht ganz richtig. Die richtigen Antworten sind grün markiert.'),
    ).toBeTruthy();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/videos/quizzes/q1/attempts',
      body: { selectedAnswers: [options[0], options[1]], attemptId: anId },
    });
    expect(screen.getByTestId('quiz-explanation').textContent).toContain('Nur die Zeit baut Alkohol ab.');
    expect(state(group, options[0]!)).toBe('correct');
    expect(state(group, options[1]!)).toBe('wrong');
    expect(state(group, options[2]!)).toBe('neutral');
    expect(within(group).getByText('falsch gewählt')).toBeTruthy();
    expect(group).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Antwort prüfen' })).toBeNull();
  });

  it('offline, keeps the choice as saved (locked, not judged) in the queue with its attempt id', async () => {
    await setQueueOwner('anna');
    await dropQueuedAnswers(null);
    // The browser knows it is offline: the answer is queued without the api client's one retry.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    renderQuiz([quiz('q1', 'Wie baut der Körper Alkohol ab?')], () => {
      throw new TypeError('Failed to fetch');
    });
    await screen.findByText('Frage 1 von 1');
    const group = question('Wie baut der Körper');
    fireEvent.click(within(group).getByRole('checkbox', { name: /Kaffee hilft/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect((await screen.findByTestId('saved-offline')).textContent).toBe(
      'Antwort gespeichert – die Auswertung kommt, sobald Sie wieder online sind.',
    );
    expect(group).toHaveProperty('disabled', true);
    expect(within(group).getByRole('checkbox', { name: /Kaffee hilft/ })).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: 'Antwort prüfen' })).toBeNull();
    expect(queuedAnswers()).toEqual([
      expect.objectContaining({
        key: 'q1',
        path: '/videos/quizzes/q1/attempts',
        body: { selectedAnswers: [options[1]], attemptId: anId },
      }),
    ]);
    await setQueueOwner(null);
  });

  it('shows an earlier attempt locked, with the right answers', async () => {
    const done = { ...attempt, selectedAnswers: [options[0]!], isCorrect: true };
    renderQuiz([quiz('q1', 'Erste Frage', done), quiz('q2', 'Zweite Frage')], () => ({ body: attempt }));
    expect(await screen.findByText('Richtig! Sie haben genau die richtigen Antworten gewählt.')).toBeTruthy();
    expect(question('Erste Frage')).toHaveProperty('disabled', true);
    expect(within(question('Erste Frage')).getByRole('checkbox', { name: /Promille/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(question('Zweite Frage')).toHaveProperty('disabled', false);
    expect(screen.getByText('Frage 2 von 2')).toBeTruthy();
  });

  it('says when the answer could not be saved and keeps the question open', async () => {
    renderQuiz([quiz('q1', 'Wie baut der Körper Alkohol ab?')], () => ({
      status: 500,
      body: { error: { code: 'internal' } },
    }));
    await screen.findByText('Frage 1 von 1');
    fireEvent.click(screen.getByRole('checkbox', { name: /Kaffee hilft/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(
      await screen.findByText('Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Antwort prüfen' })).toBeTruthy();
  });
});
