import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentPreloads, LANGUAGE_CHUNKS_FILE, spaDocument } from './web.ts';

describe('the HTML for a client route', () => {
  it('preloads the dashboard chunks only on dashboard URLs, when the build made those copies', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mpu-web-'));
    writeFileSync(path.join(root, 'index.html'), '');
    expect(spaDocument(root, '/dashboard')).toBe('index.html'); // no copies built
    writeFileSync(path.join(root, 'dashboard.html'), '');
    writeFileSync(path.join(root, 'dashboard-overview.html'), '');
    expect(spaDocument(root, '/dashboard')).toBe('dashboard-overview.html');
    expect(spaDocument(root, '/dashboard/?lng=tr')).toBe('dashboard-overview.html');
    expect(spaDocument(root, '/dashboard/settings')).toBe('dashboard.html');
    expect(spaDocument(root, '/login')).toBe('index.html');
    expect(spaDocument(root, '/dashboardx')).toBe('index.html');
  });
});

describe('preload hints for the overview (issue 12)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'mpu-web-'));
  writeFileSync(
    path.join(root, LANGUAGE_CHUNKS_FILE),
    JSON.stringify({ en: ['assets/common-en.js', 'assets/auth-en.js'], tr: ['assets/common-tr.js'] }),
  );
  const overviewPreloads = (url: string, headers: { cookie?: string; 'accept-language'?: string }) =>
    documentPreloads(root, url, headers);
  const overviewOf = (link: string | undefined) => link?.match(/<\/api\/overview\?language=(\w+)>/)?.[1];

  it('start the session check and the overview data with the HTML, only on /dashboard', () => {
    const link = overviewPreloads('/dashboard', { 'accept-language': 'de-DE,de;q=0.9' });
    expect(link).toBe(
      '</api/me>; rel=preload; as=fetch; crossorigin, </api/overview?language=de>; rel=preload; as=fetch; crossorigin',
    );
    expect(overviewPreloads('/dashboard/settings', {})).toBeUndefined();
    expect(overviewPreloads('/login', {})).toBeUndefined();
  });

  it('start the start-up texts of another language with the HTML, on every page', () => {
    expect(overviewPreloads('/login', { 'accept-language': 'en-US,en;q=0.9' })).toBe(
      '</assets/common-en.js>; rel=modulepreload; fetchpriority=low, </assets/auth-en.js>; rel=modulepreload; fetchpriority=low',
    );
    expect(overviewPreloads('/dashboard/settings?lng=tr', {})).toBe(
      '</assets/common-tr.js>; rel=modulepreload; fetchpriority=low',
    );
    expect(overviewPreloads('/dashboard', { cookie: 'i18next=tr' })).toMatch(
      /^<\/assets\/common-tr\.js>; rel=modulepreload; fetchpriority=low, <\/api\/me>/,
    );
    // A build without the file (or German) sends no language hint.
    expect(
      documentPreloads(mkdtempSync(path.join(tmpdir(), 'mpu-web-')), '/login', { cookie: 'i18next=en' }),
    ).toBeUndefined();
  });

  it("and the texts the document's preloaded shell waits for in that language (decision 075)", () => {
    const built = mkdtempSync(path.join(tmpdir(), 'mpu-web-'));
    for (const name of ['index.html', 'dashboard.html', 'dashboard-overview.html'])
      writeFileSync(path.join(built, name), '');
    writeFileSync(
      path.join(built, LANGUAGE_CHUNKS_FILE),
      JSON.stringify({
        en: ['assets/common-en.js'],
        documents: {
          'dashboard.html': { en: ['assets/nav-en.js'] },
          'dashboard-overview.html': { en: ['assets/nav-en.js', 'assets/overview-en.js'] },
        },
      }),
    );
    const files = (url: string) =>
      documentPreloads(built, url, { cookie: 'i18next=en' })
        ?.split(', ')
        .filter((link) => link.includes('modulepreload'))
        .map((link) => link.slice(2, link.indexOf('>')));
    expect(files('/login')).toEqual(['assets/common-en.js']);
    expect(files('/dashboard/plan')).toEqual(['assets/common-en.js', 'assets/nav-en.js']);
    expect(files('/dashboard')).toEqual(['assets/common-en.js', 'assets/nav-en.js', 'assets/overview-en.js']);
    expect(documentPreloads(built, '/dashboard/plan', { cookie: 'i18next=de' })).toBeUndefined();
  });

  it('in the language the browser will detect: ?lng, the i18next cookie, then Accept-Language', () => {
    expect(overviewOf(overviewPreloads('/dashboard', { 'accept-language': 'fr-FR,en-US;q=0.8' }))).toBe('en');
    expect(overviewOf(overviewPreloads('/dashboard', { 'accept-language': 'fr-FR' }))).toBe('de');
    expect(
      overviewOf(overviewPreloads('/dashboard', { cookie: 'a=b; i18next=tr', 'accept-language': 'en' })),
    ).toBe('tr');
    expect(overviewOf(overviewPreloads('/dashboard/?lng=en', { cookie: 'i18next=tr' }))).toBe('en');
  });
});
