import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GlossaryEntry } from '../../../common/domain/glossary-marking.ts';
import { lexicon } from '../../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { createGlossaryCache } from './glossary-cache.ts';
import { allTerms } from './lexicon.repo.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db
    .insert(lexicon)
    .values({ term: 'Haaranalyse', category: 'Diagnostik', definition: 'Eine Probe.' });
});
afterAll(() => ctx.close());

const TEXT = 'Eine Haaranalyse und ein Abstinenznachweis gehören zusammen.';

/** Two "instances": each its own cache on the same database, counting how often it loads terms. */
function instance() {
  let loads = 0;
  const cache = createGlossaryCache(ctx.db, async (): Promise<GlossaryEntry[]> => {
    loads++;
    return allTerms(ctx.db);
  });
  return {
    loads: () => loads,
    terms: async () => {
      const ids = await cache.termIdsIn([TEXT]);
      const rows = await Promise.all(
        ids.map(async (id) => (await ctx.db.select().from(lexicon).where(eq(lexicon.id, id)))[0]!.term),
      );
      return rows.sort();
    },
  };
}

describe('the glossary matcher cache (decision 025)', () => {
  it('compiles once per glossary version and sees every write, whoever makes it, on every instance', async () => {
    const a = instance();
    const b = instance();
    expect(await a.terms()).toEqual(['Haaranalyse']);
    expect(await a.terms()).toEqual(['Haaranalyse']);
    expect(await b.terms()).toEqual(['Haaranalyse']);
    expect([a.loads(), b.loads()]).toEqual([1, 1]); // cached: no reload without a write

    // A write outside the service (content loader, another instance, psql) bumps the version.
    await ctx.db
      .insert(lexicon)
      .values({ term: 'Abstinenznachweis', category: 'Dokumentation', definition: 'Ein Beleg.' });
    expect(await a.terms()).toEqual(['Abstinenznachweis', 'Haaranalyse']);
    expect(await b.terms()).toEqual(['Abstinenznachweis', 'Haaranalyse']);

    await ctx.db.update(lexicon).set({ term: 'Haartest' }).where(eq(lexicon.term, 'Haaranalyse'));
    expect(await b.terms()).toEqual(['Abstinenznachweis']);
    await ctx.db.delete(lexicon).where(eq(lexicon.term, 'Abstinenznachweis'));
    expect(await a.terms()).toEqual([]);
    expect([a.loads(), b.loads()]).toEqual([3, 3]);
  });

  it('answers concurrent requests after a write with one load', async () => {
    const a = instance();
    await ctx.db
      .insert(lexicon)
      .values({ term: 'Gutachten', category: 'Gutachten', definition: 'Das Ergebnis.' });
    await Promise.all([a.terms(), a.terms(), a.terms()]);
    expect(a.loads()).toBe(1);
  });
});

describe('the glossary matcher per language (issue 14)', () => {
  it('finds translated terms only in texts of their language, German terms in every language', async () => {
    await ctx.db.insert(lexicon).values({
      term: 'Sperrfrist',
      category: 'Rechtliches',
      definition: 'Die Zeit ohne Führerschein.',
      translations: { tr: { term: 'bekleme süresi (Sperrfrist)', definition: 'Ehliyetsiz süre.' } },
    });
    const cache = createGlossaryCache(ctx.db, () => allTerms(ctx.db));
    const turkish = 'Bekleme süresinden sonra başvurabilirsiniz.';
    expect(await cache.termIdsIn([turkish], 'tr')).toHaveLength(1);
    expect(await cache.termIdsIn([turkish], 'de')).toEqual([]);
    expect(await cache.termIdsIn([turkish], 'en')).toEqual([]);
    expect(await cache.termIdsIn(['Die Sperrfrist endet.'], 'en')).toHaveLength(1);
    expect(await cache.termIdsIn(['Sperrfrist (bekleme süresi) biter.'], 'tr')).toHaveLength(1);
  });
});
