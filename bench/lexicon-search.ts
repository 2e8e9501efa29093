// Glossary search with thousands of terms: prints query times on PGlite and, when
// TEST_DATABASE_URL is set, on PostgreSQL (in a scratch database it drops afterwards).
// Usage: npm run bench:lexicon [-- --terms 5000]

import { LEXICON_CATEGORIES } from '../common/domain/enums.ts';
import type { Database } from '../server/db/client.ts';
import { lexicon } from '../server/db/schema/lexicon.ts';
import { createLexiconService } from '../server/features/lexicon/lexicon.service.ts';
import { onEachDatabase } from './databases.ts';

const count = Number(process.argv[process.argv.indexOf('--terms') + 1]) || 5000;
const ROUNDS = 30;

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

const queries: [string, { q?: string; category?: (typeof LEXICON_CATEGORIES)[number] }][] = [
  ['all (no search)', {}],
  ['category only', { category: 'Therapie' }],
  ['exact term', { q: 'Abstinenznachweis' }],
  ['inflected', { q: 'Abstinenznachweise' }],
  ['typo', { q: 'Abstinensnachweis' }],
  ['prefix while typing', { q: 'Promil' }],
  ['word in definitions', { q: 'Fahreignung' }],
  ['search + category', { q: 'Haaranalyse', category: 'Diagnostik' }],
];

async function measure(database: Database, label: string) {
  await database.migrate();
  const rows = terms(count);
  for (let i = 0; i < rows.length; i += 500) await database.db.insert(lexicon).values(rows.slice(i, i + 500));
  const service = createLexiconService({ db: database.db });
  console.log(`\n${label}: ${count} terms, ${ROUNDS} rounds per query (ms: median / p95, matches)`);
  for (const [name, query] of queries) {
    const times: number[] = [];
    let total = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const start = performance.now();
      total = (await service.list(query)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    console.log(`  ${name.padEnd(22)} ${at(0.5).padStart(7)} / ${at(0.95).padStart(7)}   ${total}`);
  }
}

await onEachDatabase(measure);
