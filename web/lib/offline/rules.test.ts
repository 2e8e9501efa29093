import { describe, expect, it } from 'vitest';
import { isOfflineApi, isOnlineOnlyPage, learnerCacheKey, offlineDocument } from './rules.ts';

describe('what the service worker keeps offline (decision 027)', () => {
  it("keeps the learner's reading data", () => {
    for (const path of [
      '/api/me',
      '/api/overview',
      '/api/courses',
      '/api/courses/grundlagen',
      '/api/lexicon',
      '/api/reviews',
      '/api/exam/hub',
      '/api/plan',
      '/api/news/unread',
    ])
      expect(isOfflineApi(path), path).toBe(true);
  });

  it('never keeps admin, sign-in, privacy, CRM or other calls', () => {
    for (const path of [
      '/api/admin/users',
      '/api/admin/courses',
      '/api/auth/login',
      '/api/privacy/export',
      '/api/integration/v1/learners',
      '/api/users',
      '/api/exam/quiz',
      '/api/case',
      '/api/trainer/reports',
      '/api/meetings', // a prefix only matches whole path segments
      '/api/coursesx',
    ])
      expect(isOfflineApi(path), path).toBe(false);
  });

  it('leaves sign-in and admin pages online-only, and opens the same document copy as the server', () => {
    expect(isOnlineOnlyPage('/login')).toBe(true);
    expect(isOnlineOnlyPage('/dashboard/admin/quiz')).toBe(true);
    expect(isOnlineOnlyPage('/dashboard/knowledge')).toBe(false);
    expect(offlineDocument('/dashboard')).toBe('/dashboard-overview.html');
    expect(offlineDocument('/dashboard/courses/x')).toBe('/dashboard.html');
    expect(offlineDocument('/')).toBe('/index.html');
  });

  it('keeps one copy per content language, read as the server reads Accept-Language', () => {
    const url = 'https://mpu.example/api/courses/grundlagen?page=2';
    const tr = learnerCacheKey(url, 'tr');
    expect(tr).not.toBe(learnerCacheKey(url, 'de'));
    expect(tr).not.toBe(learnerCacheKey(url, 'en'));
    // The same language asked for in other words is the same copy; only the first tag counts.
    expect(learnerCacheKey(url, 'tr-TR,de;q=0.8')).toBe(tr);
    expect(learnerCacheKey(url, 'TR')).toBe(tr);
    // No or an unknown language is German, like on the server (server/plugins/content-language.ts).
    expect(learnerCacheKey(url, null)).toBe(learnerCacheKey(url, 'de'));
    expect(learnerCacheKey(url, 'fr')).toBe(learnerCacheKey(url, 'de'));
    // The path and the query stay as they are.
    const key = new URL(tr);
    expect(key.pathname).toBe('/api/courses/grundlagen');
    expect(key.searchParams.get('page')).toBe('2');
  });
});
