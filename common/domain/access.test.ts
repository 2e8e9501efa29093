import { describe, expect, it } from 'vitest';
import { API_ACCESS, AREAS, apiAccess, areaState, canOpen, canUse, isAdmin } from './access.ts';
import { PAGE_KEYS } from './pages.ts';

describe('API access table', () => {
  it('picks the longest matching prefix, by whole path segments', () => {
    expect(apiAccess('/api/admin/users')).toBe('admin');
    expect(apiAccess('/api/courses/:courseId')).toBe('courses');
    expect(apiAccess('/api/me')).toBe('session');
    expect(apiAccess('/api/media')).toBeUndefined();
    expect(apiAccess('/api/unknown')).toBeUndefined();
    const table = [...API_ACCESS, { prefix: '/api/news/feed', access: 'public' as const }];
    expect(apiAccess('/api/news/feed/x', table)).toBe('public');
    expect(apiAccess('/api/news/x', table)).toBe('news');
  });

  it('makes every page key a dashboard area', () => {
    for (const page of PAGE_KEYS)
      expect(Object.values(AREAS).some((area) => area.access === page)).toBe(true);
  });
});

describe('what a viewer may use', () => {
  const learner = { role: 'user' as const, pages: ['videos' as const] };
  const admin = { role: 'admin' as const, pages: [] };

  it('lets admins use everything but the CRM key routes', () => {
    for (const access of ['session', 'admin', ...PAGE_KEYS] as const)
      expect(canUse(admin, access)).toBe(true);
    expect(canUse(admin, 'api-key')).toBe(false);
  });

  it('lets a learner use unlocked pages only; nobody signed out uses more than public', () => {
    expect(canUse(learner, 'videos')).toBe(true);
    expect(canUse(learner, 'exam-trainer')).toBe(false);
    expect(canUse(learner, 'admin')).toBe(false);
    expect(canUse(null, 'session')).toBe(false);
    expect(canUse(null, 'public')).toBe(true);
  });

  it('names administrators and the areas a viewer may open in one place each', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(learner)).toBe(false);
    expect(isAdmin(undefined)).toBe(false);
    expect(canOpen(learner, 'videos')).toBe(true);
    expect(canOpen(learner, 'courses')).toBe(false);
    expect(canOpen(learner, 'plan')).toBe(true);
    expect(canOpen(admin, 'news')).toBe(true);
    expect(canOpen(undefined, 'overview')).toBe(false);
  });

  it('shows locked page areas with a lock and hides admin areas from learners', () => {
    expect(areaState(learner, 'videos')).toBe('open');
    expect(areaState(learner, 'examTrainer')).toBe('locked');
    expect(areaState(learner, 'bookSession')).toBe('locked');
    expect(areaState(learner, 'admin')).toBe('hidden');
    expect(areaState(admin, 'admin')).toBe('open');
  });
});
