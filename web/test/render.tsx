import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, type Mock, vi } from 'vitest';
import type { Language } from '../../common/i18n/languages.ts';
import i18n, { i18nReady } from '../lib/i18n.ts';

/**
 * Every component test file: texts in `language` (German unless given); after each test the page is
 * emptied and fetch restored. The language is set once i18n's own start has finished: its detected
 * language (happy-dom's English) could otherwise win the race on a busy machine. `findBy…` and
 * `waitFor` wait up to 10 s (1 s by default), as a busy 2-core machine needs at times.
 */
export function setupComponentTests({ language = 'de' }: { language?: Language } = {}) {
  configure({ asyncUtilTimeout: 10_000 });
  beforeAll(async () => {
    await i18nReady;
    await i18n.changeLanguage(language);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** What the fake server answers: a status (200 unless given) and a JSON body. */
export type Reply = { status?: number; body?: unknown };
type Call = { method: string; path: string; body: unknown };

/**
 * Replaces `fetch` for component tests: `answer` gets each request (method, path without `/api`,
 * parsed JSON body) and returns the reply. The returned list records every call, in order.
 */
export function stubApi(answer: (call: Call) => Reply): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        path: String(url).replace(/^\/api/, ''),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      const reply = answer(call);
      const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
      return new Response(text, { status: reply.status ?? 200 });
    }),
  );
  return calls;
}

/** Renders with a fresh query client that does not retry (a failure shows at once). */
export function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

/**
 * Renders the form `form` builds around `done` (the spy it gets as its done/saved/closed callback);
 * every request gets `reply`. Returns the recorded calls and the spy.
 */
export function renderForm(form: (done: Mock) => ReactNode, reply: Reply) {
  const calls = stubApi(() => reply);
  const done = vi.fn();
  renderWithClient(form(done));
  return { calls, done };
}

/** Types `value` into the field labelled `label`. */
export const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Clicks the button named `name`. */
export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** The text of the alert, once one shows. */
export const alertText = async () => (await screen.findByRole('alert')).textContent;
