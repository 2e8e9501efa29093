// The admin CSV import with 10,000 rows on PGlite: prints the seconds for the first import and for a
// repeat (all duplicates). Moved out of the unit suite (issue 15): timings belong here, not in tests.
// Usage: npm run bench:import [-- --rows 10000]
import { openPglite } from '../server/db/pglite.ts';
import { importQuestions } from '../server/features/exam/import.ts';

const rows = Number(process.argv[process.argv.indexOf('--rows') + 1]) || 10_000;
const HEADER =
  'category_name,question,option_a,option_b,option_c,option_d,correct_answers,explanation,difficulty,mpu_types';
const csv = [
  HEADER,
  ...Array.from(
    { length: rows },
    (_, i) =>
      `"Massen ${i % 10}","Frage ${i}: Was gilt, wenn ""x""?","Antwort ${i}",b,c,d,A|C,"Erklärung ${i}",hard,drugs`,
  ),
].join('\r\n');

const database = await openPglite();
await database.migrate();
for (const round of ['first import', 'repeat (duplicates)']) {
  const started = performance.now();
  const result = await importQuestions(database.db, csv);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `[bench:import] ${round}: ${rows} rows in ${seconds.toFixed(2)} s (imported ${result.imported}, duplicates ${result.duplicates})`,
  );
}
await database.close();
