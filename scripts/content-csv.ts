// `npm run content:csv`: writes content/questions.csv from content/questions/*.yaml (the CSV import
// format of SPEC §5). `-- --check` only compares and fails when the committed file is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readQuestionBank } from '../server/content/questions.ts';
import { questionBankToCsv } from '../server/content/questions-csv.ts';
import { readQuestionTranslations } from '../server/content/translation-files.ts';

const contentDir = path.resolve(import.meta.dirname, '..', 'content');
const file = path.join(contentDir, 'questions.csv');
const csv = questionBankToCsv(readQuestionBank(contentDir), readQuestionTranslations(contentDir));

if (process.argv.includes('--check')) {
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current !== csv) {
    console.error('content/questions.csv is out of date: run `npm run content:csv`.');
    process.exit(1);
  }
  console.log('content/questions.csv is up to date.');
} else {
  writeFileSync(file, csv);
  console.log(`Wrote ${path.relative(process.cwd(), file)}.`);
}
