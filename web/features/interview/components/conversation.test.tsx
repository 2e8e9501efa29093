import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InterviewSession } from '../../../../common/schemas/interview.ts';
import { renderWithClient, setupComponentTests } from '../../../test/render.tsx';
import { Conversation } from './conversation.tsx';
import '../i18n.ts';

setupComponentTests({ language: 'tr' });

const turn = (role: 'interviewer' | 'learner', text: string, lang: 'de' | 'tr') => ({
  role,
  kind: role === 'interviewer' ? ('question' as const) : ('answer' as const),
  topic: 'past' as const,
  text,
  lang,
  engine: role === 'interviewer' ? ('offline' as const) : null,
  at: '2026-11-20T10:00:00.000Z',
  assessment: null,
});

// Asked in German before the learner switched to Turkish, then in Turkish.
const session: InterviewSession = {
  id: '3f1c0d7e-8a51-4c7a-9d55-2f4b1a6e9c01',
  status: 'active',
  mode: 'spoken',
  reasons: ['alcohol'],
  startedAt: '2026-11-20T10:00:00.000Z',
  turns: [
    turn('interviewer', 'Warum sind Sie heute hier?', 'de'),
    turn('learner', 'Wegen einer Trunkenheitsfahrt.', 'de'),
    turn('interviewer', 'O akşam ne kadar içtiniz?', 'tr'),
  ],
  report: null,
};

describe('the spoken interview for a Turkish learner (issue 14)', () => {
  it('shows each turn in its language, reads the question in its own and listens in the interface language', () => {
    const spoken: string[] = [];
    const listening: string[] = [];
    vi.stubGlobal(
      'SpeechSynthesisUtterance',
      class {
        lang = '';
        text: string;
        constructor(text: string) {
          this.text = text;
        }
      },
    );
    vi.stubGlobal('speechSynthesis', {
      cancel: () => undefined,
      speak: (u: { text: string; lang: string }) => spoken.push(`${u.lang}: ${u.text}`),
    });
    vi.stubGlobal(
      'SpeechRecognition',
      class {
        lang = '';
        start() {
          listening.push(this.lang);
        }
        stop() {}
      },
    );
    renderWithClient(<Conversation session={session} onChange={() => undefined} />);

    const log = screen.getByRole('log');
    const german = within(log).getByText('Warum sind Sie heute hier?');
    expect(german.getAttribute('lang')).toBe('de');
    expect(german.nextElementSibling?.textContent).toBe('Almanca');
    expect(within(log).getByText('O akşam ne kadar içtiniz?').getAttribute('lang')).toBe('tr');
    expect(within(log).getAllByTestId('german-fallback')).toHaveLength(1);

    expect(spoken).toEqual(['tr-TR: O akşam ne kadar içtiniz?']);
    fireEvent.click(screen.getByRole('button', { name: 'Sesli girişi başlat' }));
    expect(listening).toEqual(['tr-TR']);
  });
});
