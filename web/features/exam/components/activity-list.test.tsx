import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupComponentTests } from '../../../test/render.tsx';
import { ActivityList } from './activity-list.tsx';
import '../i18n.ts';

setupComponentTests({ language: 'tr' });

const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang');

describe('the activity list for a Turkish learner (issue 14)', () => {
  it('marks German questions and category names as German, Turkish ones as Turkish', () => {
    render(
      <ActivityList
        items={[
          {
            id: 'a1',
            questionId: 'q1',
            question: 'Was bedeutet MPU?',
            categoryName: 'Grundlagen',
            isCorrect: false,
            createdAt: '2026-11-20T10:00:00.000Z',
            lang: 'de',
            categoryLang: 'de',
          },
          {
            id: 'a2',
            questionId: 'q2',
            question: 'Promil nedir?',
            categoryName: 'Alkol ve trafik',
            isCorrect: true,
            createdAt: '2026-11-20T11:00:00.000Z',
            lang: 'tr',
            categoryLang: 'tr',
          },
        ]}
      />,
    );
    const [german, turkish] = screen.getAllByRole('listitem');
    expect(langOf(within(german!).getByText('Was bedeutet MPU?'))).toBe('de');
    expect(within(german!).getByTestId('german-fallback').textContent).toBe('Almanca');
    // The category is quoted in the Turkish 'Kategori: …' and keeps its own language.
    const category = within(german!).getByText('Grundlagen');
    expect(langOf(category)).toBe('de');
    expect(category.parentElement!.textContent).toBe('Kategori: Grundlagen');
    expect(langOf(within(turkish!).getByText('Promil nedir?'))).toBe('tr');
    expect(langOf(within(turkish!).getByText('Alkol ve trafik'))).toBe('tr');
    expect(within(turkish!).queryByTestId('german-fallback')).toBeNull();
  });
});
