import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { setupComponentTests } from '../test/render.tsx';
import { RouteFocus } from './route-focus.tsx';

setupComponentTests();

function Page({ title }: { title: string }) {
  document.title = `${title} – MPU-Vorbereitung`;
  return (
    <main>
      <h1>{title}</h1>
      <Link href="/b">Weiter</Link>
      <Link href="/a?q=promille">Suche</Link>
    </main>
  );
}

const frames = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('focus and announcement after an in-app navigation (issue 28)', () => {
  it('moves focus to the new h1 and announces the title; not on the first load or a new query', async () => {
    const location = memoryLocation({ path: '/a' });
    render(
      <Router hook={location.hook} searchHook={location.searchHook}>
        <RouteFocus />
        <Switch>
          <Route path="/a">
            <Page title="Erste Seite" />
          </Route>
          <Route path="/b">
            <Page title="Zweite Seite" />
          </Route>
        </Switch>
      </Router>,
    );
    await frames();
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByTestId('route-announcer').textContent).toBe('');

    act(() => screen.getByRole('link', { name: 'Weiter' }).click());
    await frames();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Zweite Seite' }));
    expect(screen.getByTestId('route-announcer').textContent).toBe('Zweite Seite – MPU-Vorbereitung');

    act(() => location.navigate('/b?q=1'));
    screen.getByRole('link', { name: 'Weiter' }).focus();
    await frames();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Weiter' }));
  });

  it('leaves focus that the new page placed itself', async () => {
    const location = memoryLocation({ path: '/a' });
    render(
      <Router hook={location.hook}>
        <RouteFocus />
        <Switch>
          <Route path="/a">
            <Page title="Erste Seite" />
          </Route>
          <Route path="/b">
            <main>
              <h1>Antwort</h1>
              {/* biome-ignore lint/a11y/noAutofocus: the case under test */}
              <textarea aria-label="Ihre Antwort" autoFocus />
            </main>
          </Route>
        </Switch>
      </Router>,
    );
    act(() => screen.getByRole('link', { name: 'Weiter' }).click());
    await frames();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ihre Antwort' }));
  });
});
