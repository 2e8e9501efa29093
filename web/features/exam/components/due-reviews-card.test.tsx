import { cleanup, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithClient, setupComponentTests, stubApi } from '../../../test/render.tsx';
import { DueReviewsCard } from './due-reviews-card.tsx';
import '../i18n.ts';

setupComponentTests();

const reviews = (reviewCount: number, newQuestions: number) => ({
  dueCount: reviewCount + newQuestions,
  items: [],
  today: {
    reviews: reviewCount,
    newQuestions,
    unseen: 149,
    streak: 0,
    doneToday: false,
    forecast: null,
    mpuDate: null,
  },
});

async function sentence(reviewCount: number, newQuestions: number) {
  cleanup();
  stubApi(() => ({ body: reviews(reviewCount, newQuestions) }));
  renderWithClient(<DueReviewsCard />);
  const count = screen.getByTestId('due-count');
  await screen.findByText((_, element) => element === count && !count.textContent?.includes('…'));
  return count.textContent;
}

describe("'Heute üben': new questions are new, not due (issue 28)", () => {
  it('tells a learner with no answers yet that new questions are waiting', async () => {
    expect(await sentence(0, 10)).toBe('Heute warten 10 neue Fragen auf Sie.');
  });

  it('names reviews as due and new questions as new', async () => {
    expect(await sentence(1, 9)).toBe('Heute ist 1 Frage zur Wiederholung fällig, dazu 9 neue.');
    expect(await sentence(3, 0)).toBe('Heute sind 3 Fragen zur Wiederholung fällig.');
  });

  it('says when nothing is planned', async () => {
    expect(await sentence(0, 0)).toMatch(/^Heute ist nichts fällig\./);
  });
});
