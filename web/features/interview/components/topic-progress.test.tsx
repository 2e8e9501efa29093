import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InterviewSession } from '../../../../common/schemas/interview.ts';
import { renderWithClient, setupComponentTests } from '../../../test/render.tsx';
import { TopicProgress, topicSteps } from './topic-progress.tsx';
import '../i18n.ts';

setupComponentTests({ language: 'de' });

const asked = (topic: 'past' | 'causes' | 'change' | 'future') =>
  ({
    role: 'interviewer',
    kind: 'question',
    topic,
    text: 'Frage',
    lang: 'de',
    engine: 'offline',
    at: '2026-12-03T10:00:00.000Z',
    assessment: null,
  }) as const;
const said = { ...asked('past'), role: 'learner', kind: 'answer', engine: null } as const;

describe('the progress indicator of the practice interview (issue 25)', () => {
  it('marks the topic asked about now, the ones behind it and counts their questions', () => {
    const turns: InterviewSession['turns'] = [asked('past'), said, asked('past'), said, asked('causes')];
    expect(topicSteps({ turns }).map((s) => `${s.topic}:${s.state}:${s.questions}`)).toEqual([
      'past:done:2',
      'causes:current:1',
      'change:open:0',
      'future:open:0',
    ]);
    renderWithClient(<TopicProgress session={{ turns }} />);
    const nav = screen.getByRole('navigation', { name: 'Fortschritt im Gespräch' });
    expect(nav.textContent).toContain('Thema 2 von 4: Ursachen');
    const steps = within(nav).getAllByRole('listitem');
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');
    expect(steps[0]!.textContent).toContain('besprochen · 2 Fragen');
    expect(steps[3]!.textContent).toContain('kommt noch · 0 Fragen');
  });
});
