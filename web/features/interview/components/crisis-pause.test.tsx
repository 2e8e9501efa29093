import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InterviewSession } from '../../../../common/schemas/interview.ts';
import { renderWithClient, setupComponentTests } from '../../../test/render.tsx';
import { Conversation } from './conversation.tsx';
import '../i18n.ts';

setupComponentTests({ language: 'de' });

const at = '2026-11-20T10:00:00.000Z';
const note = 'Wir unterbrechen die Übung hier. Telefonseelsorge 0800 111 0 111.';
const session: InterviewSession = {
  id: '3f1c0d7e-8a51-4c7a-9d55-2f4b1a6e9c02',
  status: 'active',
  mode: 'written',
  reasons: ['alcohol'],
  startedAt: at,
  turns: [
    {
      role: 'interviewer',
      kind: 'opener',
      topic: 'past',
      text: 'Was ist passiert?',
      lang: 'de',
      engine: 'offline',
      assessment: null,
      at,
    },
    {
      role: 'learner',
      kind: 'answer',
      topic: 'past',
      text: 'Ich will nicht mehr leben.',
      lang: 'de',
      engine: null,
      assessment: null,
      at,
    },
    {
      role: 'interviewer',
      kind: 'crisis',
      topic: 'past',
      text: note,
      lang: 'de',
      engine: 'offline',
      assessment: null,
      at,
    },
  ],
  report: null,
};

describe('the crisis pause (issue 25)', () => {
  it('announces the note, focuses it, hides the answer box until the learner continues', () => {
    renderWithClient(<Conversation session={session} onChange={() => undefined} />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(note)).toBeTruthy();
    expect(document.activeElement).toBe(
      within(alert).getByRole('heading', { name: 'Die Übung ist pausiert' }),
    );
    expect(screen.queryByRole('textbox', { name: 'Ihre Antwort' })).toBeNull();
    expect(within(alert).getByRole('button', { name: 'Gespräch beenden' })).toBeTruthy();

    fireEvent.click(within(alert).getByRole('button', { name: 'Weiter üben' }));
    expect(screen.queryByRole('alert')).toBeNull();
    const box = screen.getByRole('textbox', { name: 'Ihre Antwort' });
    expect(document.activeElement).toBe(box);
    // The note stays in the conversation's log.
    expect(within(screen.getByRole('log')).getByText(note)).toBeTruthy();
  });
});
