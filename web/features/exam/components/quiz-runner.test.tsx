import { fireEvent, screen, within } from '@testing-library/react';
import 'fake-indexeddb/auto';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AnswerResult, LearnerQuestion, QuizPage } from '../../../../common/schemas/exam.ts';
import i18n from '../../../lib/i18n.ts';
import { dropQueuedAnswers, queuedAnswers, setQueueOwner } from '../../../lib/offline/queue.ts';
import { type Reply, renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import '../i18n.ts';
import { QuizRunner } from './quiz-runner.tsx';

const question = (id: string, text: string, multiple = false): LearnerQuestion => ({
  id,
  categoryId: 'c1',
  categoryName: 'Alkohol',
  lang: 'de',
  categoryLang: 'de',
  question: text,
  options: ['Ein Glas Wasser', 'Eine Stunde warten', 'Gar nicht fahren'],
  multiple,
  difficulty: 'easy',
});
const page: QuizPage = {
  runId: 'run-1',
  total: 2,
  questions: [question('q1', 'Was hilft nach Alkohol vor dem Fahren?'), question('q2', 'Wie viele Punkte?')],
  next: null,
  category: null,
};
const wrong: AnswerResult = {
  correct: false,
  correctAnswers: ['Gar nicht fahren'],
  selected: ['Ein Glas Wasser'],
  explanation: 'Nur die Zeit baut Alkohol ab.',
};

function renderRunner(answer: (questionId: string) => Reply, quiz: Reply = { body: page }) {
  const calls = stubApi(({ method, path }) => {
    if (method === 'GET' && path.startsWith('/exam/quiz?mode=all')) return quiz;
    const match = /^\/exam\/questions\/(\w+)\/answer$/.exec(path);
    if (method === 'POST' && match) return answer(match[1]!);
    return { status: 404, body: { error: { code: 'not_found' } } };
  });
  renderWithClient(<QuizRunner mode="all" />);
  return calls;
}

const anId = expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

setupComponentTests();

describe('the exam quiz runner', () => {
  it('asks for a choice, sends the answer, shows the result and goes on to the next question', async () => {
    const calls = renderRunner((id) =>
      id === 'q1' ? { body: wrong } : { body: { ...wrong, correct: true, selected: ['Gar nicht fahren'] } },
    );
    expect(await screen.findByRole('heading', { name: page.questions[0]!.question })).toBeTruthy();
    expect(screen.getByText('Frage 1 von 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(screen.getByText('Bitte wählen Sie mindestens eine Antwort aus.')).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('radio', { name: /Ein Glas Wasser/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(await screen.findByText('Leider falsch.')).toBeTruthy();
    const right = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'Richtig ist: Gar nicht fahren',
    );
    // The answer is content: it keeps the question's language inside the interface's sentence.
    expect(right.querySelector('span[lang="de"]')?.textContent).toBe('Gar nicht fahren');
    expect(screen.getByText('Nur die Zeit baut Alkohol ab.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Gar nicht fahren/ })).toHaveProperty('disabled', true);
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/exam/questions/q1/answer',
      body: { runId: 'run-1', attemptId: anId, selected: ['Ein Glas Wasser'] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Nächste Frage' }));
    expect(screen.getByRole('heading', { name: 'Wie viele Punkte?' })).toBeTruthy();
    expect(screen.getByText('Frage 2 von 2')).toBeTruthy();
    expect(screen.queryByText('Leider falsch.')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: /Gar nicht fahren/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(await screen.findByText('Richtig!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nächste Frage' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Quiz beenden' }));
    expect(await screen.findByText(/Sie haben 1 von 2 Fragen richtig beantwortet/)).toBeTruthy();
  });

  it('says so when the answer cannot be saved, and lets the learner try again with the same attempt id', async () => {
    let fail = true;
    const calls = renderRunner(() =>
      fail ? { status: 500, body: { error: { code: 'internal' } } } : { body: wrong },
    );
    fireEvent.click(await screen.findByRole('radio', { name: /Ein Glas Wasser/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(
      await screen.findByText('Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
    ).toBeTruthy();
    expect(screen.queryByText('Leider falsch.')).toBeNull();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect(await screen.findByText('Leider falsch.')).toBeTruthy();
    expect(screen.queryByText(/konnte nicht gespeichert werden/)).toBeNull();
    const sent = calls
      .filter((call) => call.method === 'POST')
      .map((call) => call.body as { attemptId: string });
    expect(sent).toHaveLength(2);
    expect(sent[1]!.attemptId).toBe(sent[0]!.attemptId);
  });

  it('offline, saves the answer in the queue (not judged), goes on, and counts it apart at the end', async () => {
    await setQueueOwner('anna');
    await dropQueuedAnswers(null);
    // The browser knows it is offline: the answer is queued without the api client's one retry.
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onTestFinished(() => offline.mockRestore());
    renderRunner(() => {
      throw new TypeError('Failed to fetch');
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Ein Glas Wasser/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    expect((await screen.findByTestId('saved-offline')).textContent).toBe(
      'Antwort gespeichert – die Auswertung kommt, sobald Sie wieder online sind.',
    );
    expect(screen.queryByText('Leider falsch.')).toBeNull();
    expect(screen.getByRole('radio', { name: /Ein Glas Wasser/ })).toHaveProperty('disabled', true);
    // Chosen, not judged: neither marked wrong ('Ihre Auswahl' with a cross) nor right.
    expect(screen.queryByText('Ihre Auswahl')).toBeNull();
    expect(screen.queryByText('richtige Antwort')).toBeNull();
    expect(queuedAnswers()).toEqual([
      expect.objectContaining({
        key: 'q1',
        path: '/exam/questions/q1/answer',
        body: { runId: 'run-1', attemptId: anId, selected: ['Ein Glas Wasser'] },
      }),
    ]);
    expect(queuedAnswers()[0]!.id).toBe((queuedAnswers()[0]!.body as { attemptId: string }).attemptId);

    fireEvent.click(screen.getByRole('button', { name: 'Nächste Frage' }));
    fireEvent.click(screen.getByRole('radio', { name: /Gar nicht fahren/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Antwort prüfen' }));
    await screen.findByTestId('saved-offline');
    // Each question shown has its own attempt id.
    expect(new Set(queuedAnswers().map((entry) => entry.id)).size).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Quiz beenden' }));
    expect(
      await screen.findByText(
        '2 Antworten sind offline gespeichert und werden ausgewertet, sobald Sie wieder online sind.',
      ),
    ).toBeTruthy();
    await setQueueOwner(null);
  });

  it('explains a category that does not exist', async () => {
    renderRunner(() => ({ body: wrong }), { status: 404, body: { error: { code: 'not_found' } } });
    expect(
      await screen.findByText('Diese Kategorie gibt es nicht oder sie passt nicht zu Ihrem MPU-Grund.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zu den Kursen' })).toBeTruthy();
  });

  it('shows a Turkish learner a category name still in German with the marker', async () => {
    await i18n.changeLanguage('tr');
    const translated = {
      ...question('q1', 'Alkolden sonra araç kullanmadan önce ne yardımcı olur?'),
      lang: 'tr' as const,
    };
    try {
      renderRunner(() => ({ body: wrong }), { body: { ...page, total: 1, questions: [translated] } });
      const heading = await screen.findByRole('heading', { name: translated.question });
      expect(within(heading).queryByTestId('german-fallback')).toBeNull();
      const category = screen.getByText('Alkohol');
      expect(category.getAttribute('lang')).toBe('de');
      expect(category.parentElement!.querySelector('[data-testid="german-fallback"]')?.textContent).toBe(
        'Almanca',
      );
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('says when there are no questions', async () => {
    renderRunner(() => ({ body: wrong }), { body: { ...page, total: 0, questions: [] } });
    expect(await screen.findByRole('heading', { name: 'Keine Fragen gefunden' })).toBeTruthy();
  });

  it('asks for a linked question first (an assistant source) and shows it first', async () => {
    const linked = { ...page, questions: [page.questions[1]!, page.questions[0]!] };
    const calls = stubApi(({ method, path }) =>
      method === 'GET' && path.startsWith('/exam/quiz?mode=category')
        ? { body: linked }
        : { status: 404, body: { error: { code: 'not_found' } } },
    );
    renderWithClient(<QuizRunner mode="category" categoryId="c1" first="q2" />);
    expect(await screen.findByRole('heading', { name: page.questions[1]!.question })).toBeTruthy();
    expect(calls[0]!.path).toBe('/exam/quiz?mode=category&categoryId=c1&first=q2');
  });
});
