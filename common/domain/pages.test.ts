import { describe, expect, it } from 'vitest';
import { allowedPages, DEFAULT_PERMISSIONS, isPageAllowed, PAGE_KEYS, permissionRows } from './pages.ts';

describe('page access (SPEC §5, §6)', () => {
  it('allows a page without a permission row', () => {
    expect(isPageAllowed('user', [], 'news')).toBe(true);
  });
  it('denies a page whose row says allowed=false', () => {
    expect(isPageAllowed('user', [{ page: 'news', allowed: false }], 'news')).toBe(false);
  });
  it('allows a page whose row says allowed=true', () => {
    expect(isPageAllowed('user', [{ page: 'courses', allowed: true }], 'courses')).toBe(true);
  });
  it('lets admins bypass a denying row', () => {
    expect(isPageAllowed('admin', [{ page: 'courses', allowed: false }], 'courses')).toBe(true);
  });
  it('only looks at the row of the page asked for', () => {
    expect(isPageAllowed('user', [{ page: 'videos', allowed: false }], 'lexicon')).toBe(true);
  });
  it('registration defaults: videos and lexicon allowed, the rest not', () => {
    const rows = PAGE_KEYS.map((page) => ({ page, allowed: DEFAULT_PERMISSIONS[page] }));
    expect(allowedPages('user', rows)).toEqual(['videos', 'lexicon']);
    expect(allowedPages('admin', rows)).toEqual([...PAGE_KEYS]);
  });
  it('reads a permissions map as rows: a page without an entry stays allowed', () => {
    const rows = permissionRows({ news: false, courses: true });
    expect(rows).toEqual([
      { page: 'courses', allowed: true },
      { page: 'news', allowed: false },
    ]);
    expect(allowedPages('user', rows)).toEqual(
      PAGE_KEYS.filter((page) => page !== 'news' && page !== 'leistungstest'),
    );
  });
  it('keeps a page added later locked for an account without its row (decision 060)', () => {
    expect(isPageAllowed('user', [], 'leistungstest')).toBe(false);
    expect(isPageAllowed('user', [{ page: 'leistungstest', allowed: true }], 'leistungstest')).toBe(true);
    expect(isPageAllowed('admin', [], 'leistungstest')).toBe(true);
  });
});
