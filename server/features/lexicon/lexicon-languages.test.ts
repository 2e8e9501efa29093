import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupByLetter, letterOf } from '../../../common/domain/lexicon.ts';
import type { Language } from '../../../common/i18n/languages.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

/**
 * Issue 14: a Turkish or English learner sees the glossary by the terms they are shown, so the letter
 * filter, the paging order and the page's letter groups (`groupByLetter`) follow the translated term
 * ('Perhiz (Abstinenz)' under P), and the German term where an entry is shown in German.
 */
const entry = (term: string, tr?: string, en?: string) => ({
  term,
  definition: `Erklärung zu ${term}.`,
  category: 'Grundlagen' as const,
  translations: {
    ...(tr ? { tr: { term: tr, definition: `${tr} açıklaması.` } } : {}),
    ...(en ? { en: { term: en, definition: `About ${en}.` } } : {}),
  },
});
const TERMS = [
  entry('Abstinenz', 'Perhiz (Abstinenz)', 'Abstinence (Abstinenz)'),
  entry('Alkoholkonsum', 'İçki tüketimi (Alkoholkonsum)', 'Alcohol consumption (Alkoholkonsum)'),
  entry(
    'Ärztliches Gutachten',
    'Hekim raporu (ärztliches Gutachten)',
    'Medical report (ärztliches Gutachten)',
  ),
  entry('Fahrerlaubnis', 'Ehliyet (Fahrerlaubnis)', 'Driving licence (Fahrerlaubnis)'),
  entry('Gutachten', 'Bilirkişi raporu (Gutachten)', 'Expert report (Gutachten)'),
  entry('Nachschulung', 'Şoför kursu (Nachschulung)', 'Driver improvement course (Nachschulung)'),
  entry('Promille', 'Promil (Promille)', 'Per mille (Promille)'),
  entry('Punkte', 'Ceza puanı (Punkte)', 'Penalty points (Punkte)'),
  entry('Umfeld', 'Çevre (Umfeld)', 'Social environment (Umfeld)'),
  entry('Öffentliche Ordnung', 'Kamu düzeni (öffentliche Ordnung)', 'Public order (öffentliche Ordnung)'),
  entry('Tilgung'), // not translated: shown in German in every language
  { ...entry('Urin'), translations: { tr: { term: 'İdrar (Urin)' } } }, // incomplete: German
];

let ctx: TestContext;
let learner: string;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(lexicon).values(TERMS);
  learner = (await ctx.createUser()).cookie;
});
afterAll(() => ctx.close());

type Page = { items: { term: string; lang: string }[]; total: number | null; nextCursor: string | null };

async function list(lang: Language, params: Record<string, string> = {}): Promise<Page> {
  const response = await ctx.app.inject({
    url: `/api/lexicon?${new URLSearchParams(params)}`,
    headers: { cookie: learner, 'accept-language': lang },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
const terms = async (lang: Language, letter: string) =>
  (await list(lang, { letter })).items.map((i) => i.term);

/** Every entry, a page of `limit` at a time. */
async function walk(lang: Language, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: Page = await list(lang, { limit: String(limit), ...(cursor ? { cursor } : {}) });
    seen.push(...page.items.map((i) => i.term));
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('glossary letters and order in Turkish and English', () => {
  it('files a Turkish entry under the letter of its Turkish term, Turkish letters under their base letter', async () => {
    expect(await terms('tr', 'P')).toEqual(['Perhiz (Abstinenz)', 'Promil (Promille)']);
    expect(await terms('tr', 'A')).toEqual([]);
    expect(await terms('tr', 'C')).toEqual(['Çevre (Umfeld)', 'Ceza puanı (Punkte)']); // Ç with C, as Ä with A
    expect(await terms('tr', 'I')).toEqual(['İçki tüketimi (Alkoholkonsum)']);
    expect(await terms('tr', 'S')).toEqual(['Şoför kursu (Nachschulung)']);
    // Shown in German (no or an incomplete translation): filed under the German term.
    expect(await terms('tr', 'T')).toEqual(['Tilgung']);
    expect(await terms('tr', 'U')).toEqual(['Urin']);
    expect((await list('tr', { letter: 'P' })).total).toBe(2);
    expect((await list('tr', { letter: 'C' })).total).toBe(2);
  });

  it('files an English entry under the letter of its English term', async () => {
    expect(await terms('en', 'A')).toEqual(['Abstinence (Abstinenz)', 'Alcohol consumption (Alkoholkonsum)']);
    expect(await terms('en', 'P')).toEqual([
      'Penalty points (Punkte)',
      'Per mille (Promille)',
      'Public order (öffentliche Ordnung)',
    ]);
    expect(await terms('en', 'O')).toEqual([]);
    expect((await list('en', { letter: 'A' })).total).toBe(2);
    expect((await list('de', { letter: 'A' })).total).toBe(3);
  });

  it.each(['de', 'tr', 'en'] as const)(
    '%s: pages in the order the page groups, and each letter group is what the letter filter finds',
    async (lang) => {
      const all = (await list(lang)).items.map((i) => i.term);
      const paged = await walk(lang, 3);
      expect(paged).toEqual(all);
      expect(paged).toHaveLength(TERMS.length);
      // Letters never go back: the groups of several pages continue each other.
      const letters = paged.map(letterOf);
      expect(letters).toEqual([...letters].sort());
      for (const group of groupByLetter(paged.map((term) => ({ term })))) {
        const filtered = await list(lang, { letter: group.letter });
        expect(
          filtered.items.map((i) => i.term),
          `${lang} ${group.letter}`,
        ).toEqual(group.items.map((i) => i.term));
        expect(filtered.total).toBe(group.items.length);
      }
    },
  );

  it('follows a translation an administrator saves', async () => {
    const admin = await ctx.createUser({ role: 'admin' });
    const [tilgung] = await ctx.db
      .select({ id: lexicon.id })
      .from(lexicon)
      .where(eq(lexicon.term, 'Tilgung'));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/translations/lexicon/${tilgung!.id}`,
      headers: { cookie: admin.cookie },
      payload: { tr: { term: 'Silinme (Tilgung)', definition: 'Kaydın silinmesi.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await terms('tr', 'T')).toEqual([]);
    expect(await terms('tr', 'S')).toEqual(['Silinme (Tilgung)', 'Şoför kursu (Nachschulung)']);
    expect((await list('tr', { letter: 'S' })).total).toBe(2);
    expect(await terms('en', 'T')).toEqual(['Tilgung']);
  });
});
