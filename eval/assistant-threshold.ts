/**
 * `node eval/assistant-threshold.ts`: fits the assistant's "is this covered?" threshold
 * (COVERED_AT in server/features/assistant/assistant.service.ts) on the tuning half of the labelled
 * questions: the best passage's coverage of the question, the threshold that classifies most tuning
 * questions right (covered at or above it). Prints the held-out figures for the fitted value.
 */
import { loadContent } from '../server/content/loader.ts';
import { openPglite } from '../server/db/pglite.ts';
import { COVERED_AT, createAssistantService } from '../server/features/assistant/assistant.service.ts';
import { outOfScope } from '../server/features/assistant/scope.ts';
import { type AssistantQuestion, loadAssistantQuestions } from './assistant-sets.ts';

const database = await openPglite();
await database.migrate();
await loadContent(database.db);
const service = createAssistantService({ db: database.db });
const scored: { q: AssistantQuestion; coverage: number }[] = [];
for (const q of loadAssistantQuestions()) {
  if (outOfScope(q.question, q.lang)) {
    scored.push({ q, coverage: -1 });
    continue;
  }
  const [best] = await service.search(q.question, [q.reason], 1, q.lang);
  scored.push({ q, coverage: process.argv.includes('--score') ? (best?.score ?? 0) : (best?.coverage ?? 0) });
}
await database.close();

const right = (items: typeof scored, at: number) =>
  items.filter(({ q, coverage }) => coverage >= at === q.covered).length;
const tuning = scored.filter((s) => s.q.half === 'tuning');
const heldOut = scored.filter((s) => s.q.half === 'held-out');
const candidates = [...new Set(scored.map((s) => s.coverage))].sort((a, b) => a - b);
// Ties go to the lowest threshold: calling a covered question uncovered withholds an answer.
let best = 0;
for (const at of candidates) if (right(tuning, at) > right(tuning, best)) best = at;
const line = (label: string, items: typeof scored, at: number) => {
  const covered = items.filter((s) => s.q.covered);
  const uncovered = items.filter((s) => !s.q.covered);
  return `${label}: ${right(items, at)}/${items.length} right; covered kept ${covered.filter((s) => s.coverage >= at).length}/${covered.length}, uncovered caught ${uncovered.filter((s) => s.coverage < at).length}/${uncovered.length}`;
};
console.log(`fitted on tuning: ${best.toFixed(3)} (in the code: ${COVERED_AT})`);
for (const at of [best, COVERED_AT]) {
  console.log(`threshold ${at.toFixed(3)}`);
  console.log(`  ${line('tuning', tuning, at)}`);
  console.log(`  ${line('held-out', heldOut, at)}`);
}
for (const s of scored
  .filter((x) => process.argv.includes('--all') || !x.q.covered || x.coverage < best)
  .sort((a, b) => a.coverage - b.coverage))
  console.log(
    `  ${s.coverage.toFixed(3)} ${s.q.covered ? 'covered  ' : 'UNCOVERED'} ${s.q.half.padEnd(8)} ${s.q.question}`,
  );
