import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminSection, AdminVideo } from '../../../../common/schemas/videos.ts';
import i18n from '../../../lib/i18n.ts';
import {
  alertText,
  change,
  click,
  type Reply,
  renderForm,
  renderWithClient,
  setupComponentTests,
  stubApi,
} from '../../../test/render.tsx';
import '../i18n.ts';
import { QuizAuthoring } from './quiz-authoring.tsx';
import { VideoFormModal } from './video-form-modal.tsx';

const SECTION = '8d5c4f2e-1b3a-4c5d-9e6f-7a8b9c0d1e2f';
const sections = [
  { id: SECTION, title: 'Alkohol', description: '', order: 1, videos: [] },
] as unknown as AdminSection[];

setupComponentTests();

const renderVideoForm = (reply: Reply, video?: AdminVideo) =>
  renderForm(
    (done) => <VideoFormModal open sections={sections} video={video} onClose={() => {}} onSaved={done} />,
    reply,
  );

function fillVideo() {
  change('Kategorie', SECTION);
  change('Titel', ' Promille verstehen ');
  change('Beschreibung', 'Was die Zahl bedeutet');
  change('Video-URL', 'https://www.youtube.com/watch?v=abcdefghijk');
}

describe('admin: new video', () => {
  it('needs the required fields, a valid link and two-letter countries', async () => {
    const { calls } = renderVideoForm({ status: 201, body: {} });
    click('Erstellen');
    expect(await alertText()).toBe('Bitte füllen Sie alle Felder aus.');
    fillVideo();
    change('Video-URL', 'kein Link');
    click('Erstellen');
    await waitFor(async () =>
      expect(await alertText()).toBe('Bitte geben Sie eine gültige Adresse ein (https://… oder /media/…).'),
    );
    change('Video-URL', 'https://www.youtube.com/watch?v=abcdefghijk');
    change('Länder', 'DE, Austria');
    click('Erstellen');
    await waitFor(async () => expect(await alertText()).toBe(i18n.t('videos:manage.invalidCountries')));
    expect(calls).toHaveLength(0);
  });

  it('sends the trimmed video with its countries and the default MPU type', async () => {
    const { calls, done } = renderVideoForm({ status: 201, body: {} });
    fillVideo();
    change('Länder', 'de, at');
    click('Erstellen');
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/videos',
        body: {
          sectionId: SECTION,
          title: 'Promille verstehen',
          description: 'Was die Zahl bedeutet',
          url: 'https://www.youtube.com/watch?v=abcdefghijk',
          captionsUrl: null,
          thumbnailUrl: null,
          language: 'de',
          country: ['DE', 'AT'],
          mpuTypes: ['alcohol'],
        },
      },
    ]);
  });

  it('says when saving failed', async () => {
    const { done } = renderVideoForm({ status: 500, body: { error: { code: 'internal' } } });
    fillVideo();
    click('Erstellen');
    await waitFor(async () => expect(await alertText()).toBe('Fehler beim Erstellen des Videos'));
    expect(done).not.toHaveBeenCalled();
  });
});

describe('admin: video quiz authoring', () => {
  function renderAuthoring(create: Reply) {
    const calls = stubApi((call) => (call.method === 'GET' ? { body: { quizzes: [] } } : create));
    renderWithClient(<QuizAuthoring videoId="v1" />);
    return calls;
  }
  const fill = (options: string[]) => {
    change('Frage', ' Ab wie viel Promille? ');
    for (const [i, text] of options.entries()) change(`Antwort ${'ABCD'[i]})`, text);
  };

  it('needs every option, one marked correct, and different options', async () => {
    const calls = renderAuthoring({ status: 201, body: {} });
    await screen.findByText('Zu diesem Video gibt es noch keine Quizfragen.');
    fill(['0,5', '1,1', '1,6', '']);
    click('Frage hinzufügen');
    expect(await alertText()).toBe(
      'Bitte füllen Sie alle Felder aus und wählen Sie mindestens eine richtige Antwort.',
    );
    change('Antwort D)', '1,1 ');
    fireEvent.click(screen.getByLabelText('Antwort B) ist richtig'));
    click('Frage hinzufügen');
    await waitFor(async () =>
      expect(await alertText()).toBe('Die Antworten müssen sich voneinander unterscheiden.'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('sends the trimmed question with its correct answers, then empties the form', async () => {
    const calls = renderAuthoring({ status: 201, body: {} });
    fill(['0,5', '1,1', '1,6', '3,0']);
    fireEvent.click(screen.getByLabelText('Antwort C) ist richtig'));
    click('Frage hinzufügen');
    expect(await screen.findByText('Frage erfolgreich hinzugefügt')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')).toEqual({
      method: 'POST',
      path: '/admin/videos/v1/quizzes',
      body: {
        question: 'Ab wie viel Promille?',
        options: ['0,5', '1,1', '1,6', '3,0'],
        correctAnswers: ['1,6'],
        explanation: '',
      },
    });
    expect(screen.getByLabelText('Frage')).toHaveProperty('value', '');
  });

  it('says when saving failed', async () => {
    renderAuthoring({ status: 500, body: { error: { code: 'internal' } } });
    fill(['0,5', '1,1', '1,6', '3,0']);
    fireEvent.click(screen.getByLabelText('Antwort A) ist richtig'));
    click('Frage hinzufügen');
    expect(await screen.findByText('Fehler beim Speichern der Frage')).toBeTruthy();
  });
});
