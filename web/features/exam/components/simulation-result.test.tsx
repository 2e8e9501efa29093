import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimulationResult } from '../../../../common/schemas/simulation.ts';
import { setupComponentTests } from '../../../test/render.tsx';
import { SimulationResultView } from './simulation-result.tsx';
import '../i18n.ts';

// A Turkish learner (issue 14, WCAG 3.1.2): translated content says lang="tr"; content shown in German
// because it has no translation says lang="de" and shows the visible 'Almanca' marker.
setupComponentTests({ language: 'tr' });

const result: SimulationResult = {
  id: 's1',
  status: 'finished',
  startedAt: '2026-11-20T10:00:00.000Z',
  finishedAt: '2026-11-20T10:20:00.000Z',
  timedOut: false,
  correct: 1,
  total: 2,
  passed: false,
  categories: [
    { id: 'c1', name: 'Alkol ve trafik', lang: 'tr', correct: 1, total: 1, chapters: [] },
    {
      id: 'c2',
      name: 'Verkehrsrecht',
      lang: 'de',
      correct: 0,
      total: 1,
      chapters: [{ title: 'Punkte in Flensburg', href: '/dashboard/courses/k#kapitel-1', lang: 'de' }],
    },
  ],
  weakest: ['c2'],
  items: [
    {
      id: 'q1',
      categoryName: 'Alkol ve trafik',
      categoryLang: 'tr',
      question: 'Promil nedir?',
      options: ['Binde bir', 'Yüzde bir'],
      selected: ['Binde bir'],
      correctAnswers: ['Binde bir'],
      explanation: 'Promil binde birdir.',
      correct: true,
      lang: 'tr',
    },
    {
      id: 'q2',
      categoryName: 'Verkehrsrecht',
      categoryLang: 'de',
      question: 'Ab wie vielen Punkten ist der Führerschein weg?',
      options: ['6', '8'],
      selected: ['6'],
      correctAnswers: ['8'],
      explanation: 'Bei 8 Punkten wird die Fahrerlaubnis entzogen.',
      correct: false,
      lang: 'de',
    },
  ],
};

/** The language the text is in: the `lang` of the nearest element that states one. */
const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

describe('the simulation result for a Turkish learner', () => {
  it('marks each category, question, answer and explanation with its language', () => {
    render(<SimulationResultView result={result} />);
    const table = screen.getByRole('table');
    const german = within(table).getByText('Verkehrsrecht');
    expect(langOf(german)).toBe('de');
    expect(within(german.closest('th')!).getByTestId('german-fallback').textContent).toBe('Almanca');
    const turkish = within(table).getByText('Alkol ve trafik');
    expect(langOf(turkish)).toBe('tr');
    expect(within(turkish.closest('th')!).queryByTestId('german-fallback')).toBeNull();

    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.querySelector('h4'));
    const heading = within(second!).getByRole('heading', { level: 4 });
    expect(langOf(within(heading).getByText(/Ab wie vielen Punkten/))).toBe('de');
    expect(within(heading).getByTestId('german-fallback').textContent).toBe('Almanca');
    expect(langOf(within(second!).getByText('6'))).toBe('de');
    expect(langOf(within(second!).getByText('8'))).toBe('de');
    expect(langOf(within(second!).getByText(/Bei 8 Punkten/))).toBe('de');
    expect(langOf(within(first!).getByText('Promil nedir?'))).toBe('tr');
    expect(within(first!).queryByTestId('german-fallback')).toBeNull();
    expect(langOf(within(first!).getByText('Promil binde birdir.'))).toBe('tr');
  });

  it('names the weakest category in its language, also inside the Turkish sentence of its quiz link', () => {
    render(<SimulationResultView result={result} />);
    const weakest = screen.getByRole('region', { name: 'En çok burada çalışmaya değer' });
    expect(within(weakest).getAllByTestId('german-fallback').length).toBeGreaterThan(0);
    const link = within(weakest).getByRole('link', { name: /sorularını çalış/ });
    expect(langOf(within(link).getByText('Verkehrsrecht'))).toBe('de');
    expect(link.getAttribute('lang')).toBeNull();
  });
});
