// Glossary list and search with thousands of terms (the whole service call: one page, the count on
// the first page, related terms resolved), on PGlite and, when TEST_DATABASE_URL is set, on
// PostgreSQL (in a scratch database it drops afterwards); measured before and after ANALYZE.
// Target (issue 16): p95 ≤ 50 ms for every query at 5,000 terms on both databases. Prints PASS or
// FAIL per query and exits with 1 when one misses it.
// Usage: npm run bench:lexicon [-- --terms 5000]
import { sql } from 'drizzle-orm';
import { LEXICON_CATEGORIES } from '../common/domain/enums.ts';
import { LEXICON_PAGE_SIZE, type LexiconQuery } from '../common/schemas/lexicon.ts';
import type { Database } from '../server/db/client.ts';
import { lexicon } from '../server/db/schema/lexicon.ts';
import { createLexiconService, type LexiconService } from '../server/features/lexicon/lexicon.service.ts';
import { onEachDatabase } from './databases.ts';

const count = Number(process.argv[process.argv.indexOf('--terms') + 1]) || 5000;
const ROUNDS = 30;
const TARGET_P95_MS = 50;
let failed = false;

const heads = [
  'Abstinenz',
  'Alkohol',
  'Drogen',
  'Fahr',
  'Verkehrs',
  'Gutachter',
  'Leber',
  'Promille',
  'Therapie',
  'Urin',
  'Haar',
  'Rückfall',
  'Straf',
  'Punkte',
  'Eignungs',
  'Blut',
  'Cannabis',
  'Führerschein',
  'Beratungs',
  'Kontroll',
];
const tails = [
  'nachweis',
  'programm',
  'gespräch',
  'wert',
  'test',
  'analyse',
  'behörde',
  'kurs',
  'verfahren',
  'zeitraum',
  'gutachten',
  'regel',
  'grenze',
  'bescheid',
  'auflage',
  'stelle',
  'probe',
  'kontrolle',
  'verhalten',
  'prognose',
];
const fillers = [
  'Der Begriff beschreibt',
  'Gemeint ist',
  'Im MPU-Verfahren bezeichnet man damit',
  'Fachleute verstehen darunter',
];

function terms(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const head = heads[i % heads.length]!;
    const tail = tails[Math.floor(i / heads.length) % tails.length]!;
    const variant = Math.floor(i / (heads.length * tails.length));
    const term = variant ? `${head}${tail} ${variant}` : `${head}${tail}`;
    return {
      term,
      category: LEXICON_CATEGORIES[i % LEXICON_CATEGORIES.length]!,
      definition: `${fillers[i % fillers.length]} ${term.toLowerCase()}: Hinweise zu ${heads[(i * 7) % heads.length]}${tails[(i * 3) % tails.length]} und Fahreignung.`,
      related: [`${heads[(i + 1) % heads.length]}${tail}`],
    };
  });
}

type Query = Partial<LexiconQuery>;
const queries: [string, Query | ((service: LexiconService) => Promise<Query>)][] = [
  ['all (first page)', {}],
  [
    'all (page 3, cursor)',
    async (service) => {
      let cursor: string | undefined;
      for (let page = 0; page < 2; page++)
        cursor = (await service.list(full({ cursor }))).nextCursor ?? undefined;
      return { cursor };
    },
  ],
  ['letter filter', { letter: 'P' }],
  ['category only', { category: 'Therapie' }],
  ['exact term', { q: 'Abstinenznachweis' }],
  ['inflected', { q: 'Abstinenznachweise' }],
  ['typo', { q: 'Abstinensnachweis' }],
  ['prefix while typing', { q: 'Promil' }],
  ['word in definitions', { q: 'Fahreignung' }],
  ['search + category', { q: 'Haaranalyse', category: 'Diagnostik' }],
];

const full = (query: Query): LexiconQuery => ({ limit: LEXICON_PAGE_SIZE, ...query });

async function rounds(service: LexiconService, label: string, when: string) {
  console.log(`\n${label}, ${when}: ${count} terms, ${ROUNDS} rounds per query (ms: median / p95, matches)`);
  for (const [name, spec] of queries) {
    const query = full(typeof spec === 'function' ? await spec(service) : spec);
    const times: number[] = [];
    let total: number | null = null;
    for (let r = 0; r < ROUNDS; r++) {
      const start = performance.now();
      total = (await service.list(query)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    const pass = at(0.95) <= TARGET_P95_MS;
    if (!pass) failed = true;
    console.log(
      `  ${name.padEnd(22)} ${at(0.5).toFixed(1).padStart(7)} / ${at(0.95).toFixed(1).padStart(7)}   ${String(total ?? '–').padStart(5)}   ${pass ? 'PASS' : 'FAIL'} (p95 ≤ ${TARGET_P95_MS} ms)`,
    );
  }
}

async function measure(database: Database, label: string) {
  await database.migrate();
  const rows = terms(count);
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(lexicon).values(rows.slice(i, i + 500));
  const service = createLexiconService({ db: database.db });
  await rounds(service, label, 'before ANALYZE');
  await database.db.execute(sql`analyze`);
  await rounds(service, label, 'after ANALYZE');
}

await onEachDatabase(measure);
console.log(
  failed
    ? `\nFAIL: a query's p95 is above ${TARGET_P95_MS} ms.`
    : `\nPASS: every query's p95 ≤ ${TARGET_P95_MS} ms at ${count} terms.`,
);
process.exit(failed ? 1 : 0);
