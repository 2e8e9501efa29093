import { describe, expect, it } from 'vitest';
import { AREA_IDS, AREAS, isPageKeyAccess } from '../../../common/domain/access.ts';
import { LANGUAGES } from '../../../common/i18n/languages.ts';
import { tourSteps } from './components/tour/tour-state.ts';
import { isActive, NAV_ITEMS, navFor } from './nav-items.ts';

const item = (id: string) => NAV_ITEMS.find((i) => i.id === id)!;
const newLearner = { role: 'user' as const, pages: ['videos' as const, 'lexicon' as const] };
const admin = { role: 'admin' as const, pages: [] };

describe('sidebar entries (SPEC §2, issue 10)', () => {
  it('shows every area but administration to learners, locked ones with a lock', () => {
    const entries = navFor(newLearner);
    expect(entries.map((e) => e.item.id)).toEqual(
      AREA_IDS.filter((id) => id !== 'admin' && id !== 'counsellor'),
    );
    expect(entries.filter((e) => e.locked).map((e) => e.item.id)).toEqual([
      'courses',
      'news',
      'aiAssistant',
      'examTrainer',
      'leistungstest',
      'bookSession',
    ]);
  });

  it('shows admins every area but the counsellor workspace, none locked', () => {
    const entries = navFor(admin);
    expect(entries.map((e) => e.item.id)).toEqual(AREA_IDS.filter((id) => id !== 'counsellor'));
    expect(entries.some((e) => e.locked)).toBe(false);
  });

  it('shows counsellors their workspace and settings only, nothing locked (issue 30)', () => {
    const entries = navFor({ role: 'counsellor', pages: [] });
    expect(entries.map((e) => e.item.id)).toEqual(['counsellor', 'settings']);
    expect(entries.some((e) => e.locked)).toBe(false);
  });

  it('highlights the overview only on /dashboard, other entries on their sub-routes too', () => {
    expect(isActive(item('overview'), '/dashboard')).toBe(true);
    expect(isActive(item('overview'), '/dashboard/videos')).toBe(false);
    expect(isActive(item('courses'), '/dashboard/courses/abc')).toBe(true);
    expect(isActive(item('courses'), '/dashboard/quiz/random')).toBe(true);
    expect(isActive(item('courses'), '/dashboard/knowledge')).toBe(true);
    expect(isActive(item('courses'), '/dashboard/review')).toBe(true);
    expect(isActive(item('admin'), '/dashboard/admin/quiz')).toBe(true);
    expect(isActive(item('news'), '/dashboard/newsletter')).toBe(false);
  });

  it('the tour covers the entries a user can open, never a locked one', () => {
    expect(tourSteps(newLearner)).toEqual(['overview', 'plan', 'videos', 'lexicon', 'myCase', 'settings']);
    expect(tourSteps(admin)).toEqual(AREA_IDS.filter((id) => id !== 'counsellor'));
    expect(tourSteps({ role: 'counsellor', pages: [] })).toEqual(['counsellor', 'settings']);
  });

  it('every area has a sidebar label, a tour step and a locked-page text in every language', async () => {
    for (const language of LANGUAGES) {
      const nav = (await import(`../../../common/i18n/${language}/nav.json`)).default;
      const tour = (await import(`../../../common/i18n/${language}/tour.json`)).default;
      for (const id of AREA_IDS) {
        expect(nav[id], `${language} nav.${id}`).toBeTruthy();
        expect(tour.steps[id]?.title, `${language} tour.steps.${id}`).toBeTruthy();
        if (isPageKeyAccess(AREAS[id].access))
          expect(nav.lockedPage.about[id], `${language} nav.lockedPage.about.${id}`).toBeTruthy();
      }
    }
  });
});
