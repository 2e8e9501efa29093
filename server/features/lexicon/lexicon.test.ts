import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lexicon } from '../../db/schema/lexicon.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
let learner: string;
let admin: string;

const TERMS = [
  {
    term: 'Abstinenznachweis',
    category: 'Dokumentation',
    definition:
      'Belegt über Urin- oder Haaranalysen, dass jemand keinen Alkohol oder keine Drogen konsumiert.',
    related: ['EtG', 'Haaranalyse'],
  },
  {
    term: 'EtG',
    category: 'Medizinisches',
    definition: 'Ethylglucuronid, ein Abbauprodukt von Alkohol, das in Urin und Haaren nachweisbar ist.',
    related: ['Abstinenznachweis'],
  },
  {
    term: 'Haaranalyse',
    category: 'Diagnostik',
    definition: 'Untersuchung einer Haarprobe auf Rückstände von Alkohol oder Drogen über mehrere Monate.',
    related: ['Abstinenznachweis', 'Gibt es nicht'],
  },
  {
    term: 'Gutachten',
    category: 'Gutachten',
    definition:
      'Das schriftliche Ergebnis der Begutachtung mit einer Empfehlung an die Fahrerlaubnisbehörde.',
    related: [],
  },
  {
    term: 'Ärztliches Gutachten',
    category: 'Gutachten',
    definition: 'Eine Untersuchung durch einen Facharzt, die die Behörde anordnen kann.',
    related: ['Gutachten'],
  },
  {
    term: 'Fahrerlaubnisbehörde',
    category: 'Rechtliches',
    definition: 'Die Behörde, die über die Fahrerlaubnis entscheidet und die MPU anordnet.',
    related: [],
  },
] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.db.insert(lexicon).values(TERMS.map((t) => ({ ...t, related: [...t.related] })));
  learner = (await ctx.createUser()).cookie;
  admin = (await ctx.createUser({ role: 'admin' })).cookie;
});
afterAll(() => ctx.close());

async function search(params: Record<string, string>, cookie = learner) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/lexicon?${new URLSearchParams(params)}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    items: { id: string; term: string; related: { term: string; id: string | null }[] }[];
    total: number | null;
    nextCursor: string | null;
  };
}
const terms = async (params: Record<string, string>) => (await search(params)).items.map((i) => i.term);

describe('GET /api/lexicon', () => {
  it('lists every term in German order (Ä with A) with related terms resolved to entries', async () => {
    const { items, total } = await search({});
    expect(items.map((i) => i.term)).toEqual([
      'Abstinenznachweis',
      'Ärztliches Gutachten',
      'EtG',
      'Fahrerlaubnisbehörde',
      'Gutachten',
      'Haaranalyse',
    ]);
    expect(total).toBe(6);
    const haar = items.find((i) => i.term === 'Haaranalyse')!;
    const [abstinenz, missing] = haar.related;
    expect(abstinenz).toMatchObject({ term: 'Abstinenznachweis', id: items[0]!.id });
    expect(missing).toEqual({ term: 'Gibt es nicht', id: null, lang: 'de' });
  });

  it('finds inflected forms (German stemming)', async () => {
    expect(await terms({ q: 'Abstinenznachweise' })).toContain('Abstinenznachweis');
    expect(await terms({ q: 'Abstinenznachweisen' })).toContain('Abstinenznachweis');
    expect(await terms({ q: 'Gutachtens' })).toEqual(
      expect.arrayContaining(['Gutachten', 'Ärztliches Gutachten']),
    );
    // In the definition only: "Haarproben" → "Haarprobe" in Haaranalyse's definition.
    expect(await terms({ q: 'Haarproben' })).toEqual(['Haaranalyse']);
  });

  it('tolerates small typos in the term', async () => {
    expect(await terms({ q: 'Abstinensnachweis' })).toContain('Abstinenznachweis');
    expect(await terms({ q: 'Haaranalise' })).toContain('Haaranalyse');
    expect(await terms({ q: 'Fahrerlaubnisbehörte' })).toContain('Fahrerlaubnisbehörde');
  });

  it('finds unfinished words while typing and parts of a term', async () => {
    expect(await terms({ q: 'Abstin' })).toEqual(['Abstinenznachweis']);
    expect(await terms({ q: 'analyse' })).toContain('Haaranalyse');
  });

  it('does not return unrelated terms and handles operators and odd input safely', async () => {
    expect(await terms({ q: 'Verkehrspsychologie' })).toEqual([]);
    expect(await terms({ q: '"Haaranalyse" -Alkohol' })).toEqual([]);
    expect(await terms({ q: "%' ) or 1=1 --" })).toEqual([]);
    expect(await terms({ q: '100%' })).toEqual([]);
  });

  it('filters by category, also together with the search', async () => {
    expect(await terms({ category: 'Gutachten' })).toEqual(['Ärztliches Gutachten', 'Gutachten']);
    expect(await terms({ category: 'Gutachten', q: 'Facharzt' })).toEqual(['Ärztliches Gutachten']);
    expect(await terms({ category: 'Rechtliches', q: 'Gutachten' })).toEqual([]);
  });

  it('counts the first page once per glossary version, and sees a write made outside the service', async () => {
    expect((await search({ category: 'Gutachten' })).total).toBe(2);
    expect((await search({ letter: 'E' })).total).toBe(1);
    // Another instance, the content loader or psql: no cache of this app knows about it.
    const [added] = await ctx.db
      .insert(lexicon)
      .values({ term: 'Eignungszweifel', category: 'Gutachten', definition: 'Bedenken an der Eignung.' })
      .returning({ id: lexicon.id });
    try {
      expect((await search({ category: 'Gutachten' })).total).toBe(3);
      expect((await search({ letter: 'E' })).total).toBe(2);
      expect((await search({})).total).toBe(7);
    } finally {
      await ctx.db.delete(lexicon).where(eq(lexicon.id, added!.id));
    }
    expect((await search({})).total).toBe(6);
  });

  it('pages in German order with a cursor; the first page alone carries the total', async () => {
    const seen: string[] = [];
    let page = await search({ limit: '4' });
    expect(page.total).toBe(6);
    seen.push(...page.items.map((i) => i.term));
    expect(page.nextCursor).not.toBeNull();
    page = await search({ limit: '4', cursor: page.nextCursor! });
    expect(page.total).toBeNull();
    expect(page.nextCursor).toBeNull();
    seen.push(...page.items.map((i) => i.term));
    expect(seen).toEqual([
      'Abstinenznachweis',
      'Ärztliches Gutachten',
      'EtG',
      'Fahrerlaubnisbehörde',
      'Gutachten',
      'Haaranalyse',
    ]);
    // The cursor keeps the search and filters of the request it is sent with.
    const first = await search({ q: 'Gutachten', limit: '1' });
    expect(first.total).toBe(2);
    const second = await search({ q: 'Gutachten', limit: '1', cursor: first.nextCursor! });
    expect([...first.items, ...second.items].map((i) => i.term)).toEqual([
      'Ärztliches Gutachten',
      'Gutachten',
    ]);
  });

  it('filters by first letter (Ä under A, digits under #), also with search and category', async () => {
    expect(await terms({ letter: 'A' })).toEqual(['Abstinenznachweis', 'Ärztliches Gutachten']);
    expect(await terms({ letter: 'G', q: 'Gutachten' })).toEqual(['Gutachten']);
    expect(await terms({ letter: 'A', category: 'Gutachten' })).toEqual(['Ärztliches Gutachten']);
    expect(await terms({ letter: 'Z' })).toEqual([]);
    expect(await terms({ letter: '#' })).toEqual([]);
  });

  it('rejects a forged cursor, a bad letter and an oversized page with 400', async () => {
    for (const query of [
      'cursor=nonsense',
      `cursor=${Buffer.from('["a","not-a-uuid","exact"]').toString('base64url')}`,
      `cursor=${Buffer.from('["a","00000000-0000-4000-8000-000000000000","other"]').toString('base64url')}`,
      'letter=AB',
      'limit=1000',
      'limit=0',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/lexicon?${query}`,
        headers: { cookie: learner },
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it('rejects an unknown category', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/lexicon?category=Astrologie',
      headers: { cookie: learner },
    });
    expect(response.statusCode).toBe(400);
  });

  it('needs a session and the page key lexicon (admins bypass)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/lexicon' })).statusCode).toBe(401);
    const denied = await ctx.createUser({ deny: ['lexicon'] });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/lexicon',
      headers: { cookie: denied.cookie },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('page_forbidden');
    expect((await search({}, admin)).total).toBe(6);
  });
});

describe('admin writes', () => {
  const body = {
    term: 'Nachschulung',
    definition: 'Ein Kurs.',
    category: 'Schulung',
    related: [] as string[],
  };
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, payload, headers: { cookie } });

  it('lets only admins add, edit and delete terms', async () => {
    expect((await send('POST', '/api/admin/lexicon', learner, body)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/lexicon', payload: body })).statusCode,
    ).toBe(401);
    const [some] = await ctx.db.select().from(lexicon).limit(1);
    expect((await send('PUT', `/api/admin/lexicon/${some!.id}`, learner, body)).statusCode).toBe(403);
    expect((await send('DELETE', `/api/admin/lexicon/${some!.id}`, learner)).statusCode).toBe(403);
    const [after] = await ctx.db.select().from(lexicon).where(eq(lexicon.id, some!.id));
    expect(after!.term).toBe(some!.term);
  });

  it('adds a term with trimmed, de-duplicated related terms and finds it at once', async () => {
    const response = await send('POST', '/api/admin/lexicon', admin, {
      term: '  Verkehrspsychologie ',
      definition: 'Die Lehre vom Verhalten im Straßenverkehr.',
      category: 'Psychologie',
      related: [' Gutachten ', 'gutachten', '', '   ', 'Verkehrspsychologie', 'Haaranalyse'],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created.term).toBe('Verkehrspsychologie');
    expect(created.related.map((r: { term: string }) => r.term)).toEqual(['Gutachten', 'Haaranalyse']);
    expect(created.related.every((r: { id: string | null }) => r.id)).toBe(true);
    expect(await terms({ q: 'Verkehrspsychologen' })).toEqual(['Verkehrspsychologie']);
  });

  it('requires term, definition and category; refuses a duplicate term in any case', async () => {
    for (const missing of ['term', 'definition', 'category']) {
      const response = await send('POST', '/api/admin/lexicon', admin, { ...body, [missing]: '  ' });
      expect(response.statusCode, missing).toBe(400);
    }
    const duplicate = await send('POST', '/api/admin/lexicon', admin, { ...body, term: 'haaranalyse' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.code).toBe('conflict');
  });

  it('edits a term; a rename follows in the other entries related lists', async () => {
    const { items } = await search({ q: 'EtG' });
    const etg = items.find((i) => i.term === 'EtG')!;
    const response = await send('PUT', `/api/admin/lexicon/${etg.id}`, admin, {
      term: 'EtG (Ethylglucuronid)',
      definition: 'Ein Abbauprodukt von Alkohol.',
      category: 'Medizinisches',
      related: ['Abstinenznachweis'],
    });
    expect(response.statusCode).toBe(200);
    const [abstinenz] = await ctx.db.select().from(lexicon).where(eq(lexicon.term, 'Abstinenznachweis'));
    expect(abstinenz!.related).toEqual(['EtG (Ethylglucuronid)', 'Haaranalyse']);
    expect(await terms({ q: 'Ethylglucuronid' })).toEqual(['EtG (Ethylglucuronid)']);
    const conflict = await send('PUT', `/api/admin/lexicon/${etg.id}`, admin, { ...body, term: 'Gutachten' });
    expect(conflict.statusCode).toBe(409);
    const unknown = await send('PUT', '/api/admin/lexicon/00000000-0000-4000-8000-000000000000', admin, body);
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes a term', async () => {
    const created = (await send('POST', '/api/admin/lexicon', admin, body)).json();
    expect((await send('DELETE', `/api/admin/lexicon/${created.id}`, admin)).statusCode).toBe(200);
    expect(await terms({ q: 'Nachschulung' })).toEqual([]);
    expect((await send('DELETE', `/api/admin/lexicon/${created.id}`, admin)).statusCode).toBe(404);
  });
});
