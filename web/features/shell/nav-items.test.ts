import { describe, expect, it } from 'vitest';
import { isActive, NAV_ITEMS, visibleItems } from './nav-items.ts';
import { tourSteps } from './tour/tour-state.ts';

const item = (id: string) => NAV_ITEMS.find((i) => i.id === id)!;

describe('sidebar entries (SPEC §2)', () => {
  it('shows the admin-only entries only to admins, in the spec order', () => {
    expect(visibleItems(false).map((i) => i.id)).toEqual([
      'overview',
      'courses',
      'videos',
      'lexicon',
      'news',
      'settings',
    ]);
    expect(visibleItems(true).map((i) => i.id)).toEqual([
      'overview',
      'courses',
      'videos',
      'lexicon',
      'news',
      'settings',
      'bookSession',
      'aiAssistant',
      'examTrainer',
      'admin',
    ]);
  });

  it('highlights the overview only on /dashboard, other entries on their sub-routes too', () => {
    expect(isActive(item('overview'), '/dashboard')).toBe(true);
    expect(isActive(item('overview'), '/dashboard/videos')).toBe(false);
    expect(isActive(item('courses'), '/dashboard/courses/abc')).toBe(true);
    expect(isActive(item('courses'), '/dashboard/quiz/random')).toBe(true);
    expect(isActive(item('courses'), '/dashboard/knowledge')).toBe(true);
    expect(isActive(item('admin'), '/dashboard/admin/quiz')).toBe(true);
    expect(isActive(item('news'), '/dashboard/newsletter')).toBe(false);
  });

  it('the tour covers the entries a user sees, each with a target in the sidebar', () => {
    expect(tourSteps(false)).toEqual(visibleItems(false).map((i) => i.id));
    expect(tourSteps(true)).toEqual(visibleItems(true).map((i) => i.id));
  });
});
