import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnswerPiece } from '../../../../common/schemas/assistant.ts';
import { setupComponentTests } from '../../../test/render.tsx';
import { appendPiece } from '../use-chat.ts';
import { MessageList } from './message-list.tsx';
import '../i18n.ts';

setupComponentTests({ language: 'tr' });

const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

// As streamed: the frame without a language of its own, each passage with its language.
const streamed: AnswerPiece[] = [
  { text: 'Kısaca:' },
  { text: '\n\n' },
  { text: 'Dosya incelemesi ', lang: 'tr' },
  { text: 'makamın bilgisini gösterir.', lang: 'tr' },
  { text: '\n\n' },
  { text: '**Aktenvermerkfrist**: ', lang: 'de' },
  { text: 'Die Frist nennt, wie lange ein Vermerk bleibt.', lang: 'de' },
];

describe('the assistant’s answer for a Turkish learner (issue 14)', () => {
  it('joins streamed pieces into runs of one language', () => {
    const runs = streamed.reduce(appendPiece, []);
    expect(runs).toEqual([
      { text: 'Kısaca:\n\n' },
      { text: 'Dosya incelemesi makamın bilgisini gösterir.', lang: 'tr' },
      { text: '\n\n' },
      { text: '**Aktenvermerkfrist**: Die Frist nennt, wie lange ein Vermerk bleibt.', lang: 'de' },
    ]);
  });

  it('marks a German passage inside the Turkish answer, and each source’s title and context', () => {
    const pieces = streamed.reduce(appendPiece, []);
    render(
      <MessageList
        busy={false}
        messages={[
          {
            id: 1,
            role: 'assistant',
            content: pieces.map((p) => p.text).join(''),
            pieces,
            sources: [
              {
                kind: 'chapter',
                title: 'Dosya incelemesi (Akteneinsicht)',
                context: 'Verfahrensfragen',
                contextLang: 'de',
                href: '/dashboard/courses/c#kapitel-1',
                sourceKey: null,
                lang: 'tr',
              },
              {
                kind: 'term',
                title: 'Aktenvermerkfrist',
                context: null,
                contextLang: null,
                href: '/dashboard/lexicon?q=Aktenvermerkfrist',
                sourceKey: null,
                lang: 'de',
              },
            ],
          },
        ]}
      />,
    );
    const log = screen.getByRole('log');
    const german = within(log).getByText(/Die Frist nennt/);
    expect(langOf(german)).toBe('de');
    expect(german.closest('[lang]')!.nextElementSibling?.getAttribute('data-testid')).toBe('german-fallback');
    expect(langOf(within(log).getByText('Dosya incelemesi makamın bilgisini gösterir.'))).toBe('tr');
    // The frame is the interface's own text: the page's language (<html lang="tr">).
    const frame = within(log).getByText(/Kısaca/);
    expect(frame.closest('[lang]')).toBe(document.documentElement);
    expect(langOf(frame)).toBe('tr');

    const chapter = screen.getByRole('link', { name: /Dosya incelemesi \(Akteneinsicht\)/ });
    expect(langOf(within(chapter).getByText('Dosya incelemesi (Akteneinsicht)'))).toBe('tr');
    expect(langOf(within(chapter).getByText('Verfahrensfragen'))).toBe('de');
    expect(within(chapter).queryByTestId('german-fallback')).toBeNull();
    const term = screen.getByRole('link', { name: /Aktenvermerkfrist/ });
    expect(langOf(within(term).getByText('Aktenvermerkfrist'))).toBe('de');
    expect(within(term).getByTestId('german-fallback').textContent).toBe('Almanca');
  });
});
