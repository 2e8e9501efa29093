/**
 * `npm run eval`: runs every part `eval/run-*.ts` (or only those named: `npm run eval -- crisis`),
 * prints each part's figures and writes its report of every miss to `eval/report/<part>.md`.
 * Not part of `npm test`: the labelled sets are the yardstick, not a gate (eval/README.md).
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** What one part returns: figures for the console, every miss for the report. */
export interface EvalPart {
  /** Console lines: the figures per language and reason, each with its target. */
  summary: string[];
  /** Markdown: every miss, readable without the code. */
  report: string;
  /** Every target this part checks is met. */
  met: boolean;
}

const dir = import.meta.dirname;
const wanted = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const parts = readdirSync(dir)
  .filter((file) => /^run-[a-z-]+\.ts$/.test(file))
  .map((file) => file.slice('run-'.length, -'.ts'.length))
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();

if (parts.length === 0) {
  console.log('no eval part matches', wanted.join(' '));
  process.exit(1);
}
const reportDir = path.join(dir, 'report');
mkdirSync(reportDir, { recursive: true });
let allMet = true;
for (const name of parts) {
  const module = (await import(pathToFileURL(path.join(dir, `run-${name}.ts`)).href)) as {
    run: () => Promise<EvalPart>;
  };
  const part = await module.run();
  allMet &&= part.met;
  console.log(`\n## ${name}: ${part.met ? 'all targets met' : 'targets NOT met'}`);
  for (const line of part.summary) console.log(line);
  const file = path.join(reportDir, `${name}.md`);
  writeFileSync(file, part.report);
  console.log(`(every miss: ${path.relative(process.cwd(), file)})`);
}
console.log(`\neval: ${allMet ? 'every target met' : 'some targets NOT met'}`);
process.exitCode = process.argv.includes('--strict') && !allMet ? 1 : 0;
