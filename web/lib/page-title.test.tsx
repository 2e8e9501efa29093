import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setupComponentTests } from '../test/render.tsx';
import { useAreaTitle, usePageTitle } from './page-title.ts';

setupComponentTests();

function Page({ title }: { title?: string }) {
  usePageTitle(title, 'Meine Lernenden');
  return null;
}

/** The dashboard's guard: the area's title, with the page inside it (its effect runs first). */
function Area({ page }: { page?: string }) {
  useAreaTitle('Lernende Person', 'Meine Lernenden');
  const [shown] = useState(true);
  return shown ? <Page title={page} /> : null;
}

describe('page titles (issue 12, issue 30)', () => {
  it('lets a page inside an area name itself, and falls back to the area', () => {
    const view = render(<Area page="Anna Berger" />);
    expect(document.title).toBe('Anna Berger – Meine Lernenden – MPU-Vorbereitung');
    view.rerender(<Area />); // still loading: no title of its own
    expect(document.title).toBe('Lernende Person – Meine Lernenden – MPU-Vorbereitung');
    view.rerender(<Area page="Druckansicht des Falls: Anna Berger" />);
    expect(document.title).toBe('Druckansicht des Falls: Anna Berger – Meine Lernenden – MPU-Vorbereitung');
    view.unmount();
    expect(document.title).toBe('MPU-Vorbereitung');
  });
});
