import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupComponentTests } from '../../../test/render.tsx';
import { GlossaryTerm } from './glossary-term.tsx';

setupComponentTests({ language: 'tr' });

const entry = (lang: 'de' | 'tr', term: string, definition: string) => ({
  id: 't1',
  term,
  definition,
  category: 'Dokumentation' as const,
  lang,
  germanTerm: 'Abstinenznachweis',
});

describe('the glossary popover for a Turkish learner (issue 14)', () => {
  it('marks a definition shown in German, in its language and with the visible marker', () => {
    render(
      <GlossaryTerm
        text="Abstinenznachweis"
        entry={entry('de', 'Abstinenznachweis', 'Belegt, dass Sie nichts trinken.')}
        hint="Sözlük"
      />,
    );
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(screen.getByText('Belegt, dass Sie nichts trinken.').getAttribute('lang')).toBe('de');
    expect(tooltip.querySelector('[data-testid="german-fallback"]')?.textContent).toBe('Almanca');
  });

  it('shows a translated definition in Turkish, unmarked', () => {
    render(
      <GlossaryTerm
        text="Abstinenznachweis"
        entry={entry('tr', 'Perhiz kanıtı (Abstinenznachweis)', 'İçmediğinizi kanıtlar.')}
        hint="Sözlük"
      />,
    );
    const tooltip = screen.getByRole('tooltip', { hidden: true });
    expect(screen.getByText('İçmediğinizi kanıtlar.').getAttribute('lang')).toBe('tr');
    expect(tooltip.querySelector('[data-testid="german-fallback"]')).toBeNull();
  });
});
