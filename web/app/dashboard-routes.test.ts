import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../common/i18n/languages.ts';
import { dashboardRoutes } from './dashboard-routes.ts';

const nav = (lang: string) =>
  import(`../../common/i18n/${lang}/nav.json`).then((m: { default: Record<string, unknown> }) => m.default);

// Issue 28: quiz and admin sub-pages shared their area's title ("Multiple Choice Kurse",
// "Administration"). Each screen now names itself before its area, in every language.
describe('document titles of the dashboard screens', () => {
  for (const lang of LANGUAGES) {
    it(`are distinct for distinct screens (${lang})`, async () => {
      const texts = (await nav(lang)) as Record<string, string> & { pageTitle: Record<string, string> };
      const byTitle = new Map<string, string>();
      for (const route of dashboardRoutes) {
        const screen = `${route.area}/${route.title ?? ''}`;
        if (route.title) expect(texts.pageTitle[route.title], `${lang} ${route.title}`).toBeTruthy();
        const title = [route.title ? texts.pageTitle[route.title] : undefined, texts[route.area]]
          .filter(Boolean)
          .join(' – ');
        const other = byTitle.get(title);
        // Two routes may share a title only when they are the same screen (the simulation and its run).
        expect(
          other === undefined || other === screen,
          `${lang}: "${title}" for ${other} and ${screen}`,
        ).toBe(true);
        byTitle.set(title, screen);
      }
      expect(byTitle.get(`${texts.pageTitle.adminAudit} – ${texts.admin}`)).toBe('admin/adminAudit');
    });
  }
});
