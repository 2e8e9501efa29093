import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { refetchOnLanguageChange } from './refetch-on-language.ts';

describe('refetchOnLanguageChange', () => {
  it('replaces an answer asked in the old language, also when it was the first fetch, still running', async () => {
    const i18n = createInstance();
    await i18n.init({ lng: 'de', resources: { de: {}, tr: {} } });
    const client = new QueryClient();
    refetchOnLanguageChange(client, i18n);
    const pending: Array<() => void> = [];
    // The server answers in the language the request was sent in, once the test lets it.
    const queryFn = () => {
      const asked = i18n.language;
      return new Promise<string>((resolve) => pending.push(() => resolve(asked)));
    };
    const observer = new QueryObserver(client, { queryKey: ['hub'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    expect(pending).toHaveLength(1);

    await i18n.changeLanguage('tr');
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const answer of pending.splice(0)) answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(observer.getCurrentResult().data).toBe('tr');
    unsubscribe();
  });
});
