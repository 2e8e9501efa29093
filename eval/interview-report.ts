/** The interview part's console figures and its markdown report of every miss (eval/run-interview.ts). */

import {
  type AnswerFigures,
  answerFigures,
  answersMet,
  fitOf,
  type Judged,
  type Run,
  rankingMet,
  rankings,
  signalFigures,
  TARGETS,
} from './interview-figures.ts';
import type { Half } from './interview-sets.ts';
import type { EvalPart } from './run.ts';

const pct = (value: number) => (Number.isNaN(value) ? '   –' : `${Math.round(value * 100)}%`.padStart(4));
const HALVES: (Half | 'all')[] = ['tuning', 'held-out', 'all'];
const inHalf = <T extends { half: Half }>(items: T[], half: Half | 'all') =>
  half === 'all' ? items : items.filter((i) => i.half === half);

function row(label: string, f: AnswerFigures) {
  return `${label.padEnd(28)} ${String(f.n).padStart(4)}  ${pct(f.exact)}  ${pct(f.within1)}  ${pct(f.topic)}  ${pct(f.fit)}  ${pct(f.misfit)}`;
}

function answerLines(judged: Judged[]): string[] {
  const t = TARGETS;
  const lines = [
    `${'answers (half, group)'.padEnd(28)}    n  exact   ±1  topic  fit  misfit`,
    `${'targets'.padEnd(28)}       ≥${t.exact * 100}% ≥${t.within1 * 100}%  ≥${t.topic * 100}% ≥${t.fit * 100}%  ≤${t.misfit * 100}%`,
  ];
  for (const half of HALVES) {
    const items = inHalf(judged, half);
    lines.push(row(`${half}: all`, answerFigures(items)));
    for (const source of ['answer', 'interview'] as const) {
      lines.push(
        row(
          `${half}: ${source === 'answer' ? 'single answers' : 'interview turns'}`,
          answerFigures(items.filter((i) => i.source === source)),
        ),
      );
    }
    for (const key of ['lang', 'reason'] as const) {
      for (const value of [...new Set(items.map((i) => i[key]))].sort()) {
        lines.push(row(`${half}: ${value}`, answerFigures(items.filter((i) => i[key] === value))));
      }
    }
  }
  return lines;
}

function signalLines(judged: Judged[]): string[] {
  const langs = [...new Set(judged.map((i) => i.lang))].sort();
  const lines = [
    `signals P/R (target ≥${TARGETS.signal * 100}% each)   ${HALVES.flatMap((h) => langs.map((l) => `${h} ${l}`.padEnd(16))).join('')}`,
  ];
  const figures = HALVES.flatMap((half) =>
    langs.map((lang) => signalFigures(inHalf(judged, half).filter((i) => i.lang === lang))),
  );
  for (const [index, { signal }] of figures[0]!.entries()) {
    const cells = figures.map((f) => `${pct(f[index]!.precision)}/${pct(f[index]!.recall)}`.padEnd(16));
    lines.push(`${signal.padEnd(36)}${cells.join('')}`);
  }
  return lines;
}

function rankingLines(runs: Run[]) {
  const all = rankings(runs);
  const lines = [`${'personas (sums poor/mixed/good of 12)'.padEnd(40)} order gap≥5 poor≤4 good≥9 poor>good`];
  for (const r of all) {
    const yes = (ok: boolean) => (ok ? '  ok ' : ' MISS');
    lines.push(
      `${`${r.persona} (${r.half})`.padEnd(34)} ${`${r.sums.poor}/${r.sums.mixed}/${r.sums.good}`.padEnd(8)}${yes(r.ordered)} ${yes(r.gap)} ${yes(r.poorLow)} ${yes(r.goodHigh)}  ${r.poorBeatsGood.join(',') || '–'}`,
    );
  }
  for (const half of HALVES) {
    const some = inHalf(all, half);
    const cells = some.reduce((n, r) => n + r.poorBeatsGood.length, 0);
    lines.push(
      `${half}: ${some.filter(rankingMet).length} of ${some.length} personas meet every ranking target; poor beats good in ${cells} topic cells (target 0)`,
    );
  }
  return { lines, met: all.every(rankingMet) };
}

function missOf(item: Judged): string[] {
  const got = item.got;
  if (!got) return ['- not asked: the session had ended before this answer'];
  const out: string[] = [];
  if (got.rating !== item.labels.rating)
    out.push(`- rating: expected ${item.labels.rating}, got ${got.rating}`);
  if (got.topic !== item.labels.topic) out.push(`- topic: expected ${item.labels.topic}, got ${got.topic}`);
  const fit = fitOf(item);
  if (fit === 'misfit')
    out.push(
      `- follow-up: got ${got.followUp}; fit [${item.labels.follow_up.fit.join(', ')}], acceptable [${item.labels.follow_up.acceptable.join(', ')}]`,
    );
  const missing = item.labels.signals.filter((s) => !got.signals.includes(s));
  const extra = got.signals.filter((s) => !item.labels.signals.includes(s));
  if (missing.length) out.push(`- signals missed: ${missing.join(', ')}`);
  if (extra.length) out.push(`- signals wrongly found: ${extra.join(', ')}`);
  return out;
}

function missSection(judged: Judged[], runs: Run[], half: Half): string {
  const parts: string[] = [];
  for (const r of inHalf(rankings(runs), half).filter((r) => !rankingMet(r))) {
    parts.push(
      `- ranking ${r.persona}: poor ${r.sums.poor}, mixed ${r.sums.mixed}, good ${r.sums.good}${r.poorBeatsGood.length ? `; poor beats good in ${r.poorBeatsGood.join(', ')}` : ''}`,
    );
  }
  for (const item of inHalf(judged, half)) {
    const misses = missOf(item);
    if (!misses.length) continue;
    parts.push(
      `\n### ${item.id} (${item.lang}, ${item.reason}, ${item.source})\n`,
      item.question ? `> Q: ${item.question}\n>\n> A: ${item.text}\n` : `> A: ${item.text}\n`,
      ...misses,
      item.labels.note ? `- note: ${item.labels.note}` : '',
    );
  }
  return parts.join('\n');
}

export function interviewReport(judged: Judged[], runs: Run[], where: string): EvalPart {
  const ranking = rankingLines(runs);
  const langs = [...new Set(judged.map((i) => i.lang))];
  const perLang = langs.every((lang) => {
    const items = judged.filter((i) => i.lang === lang);
    return (
      answersMet(answerFigures(items)) &&
      signalFigures(items).every((s) => s.precision >= TARGETS.signal && s.recall >= TARGETS.signal)
    );
  });
  const summary = [
    `against ${where}: ${judged.filter((i) => i.source === 'answer').length} single answers, ${runs.length} interviews of ${runs.length / 3} personas (${judged.length} judged answers in all)`,
    ...answerLines(judged),
    '',
    ...signalLines(judged),
    '',
    ...ranking.lines,
  ];
  const report = [
    '# Interview eval: every miss',
    '',
    `Run against ${where}. Tune only on the first half; the held-out half proves the rules.`,
    '',
    '## Tuning half',
    missSection(judged, runs, 'tuning'),
    '',
    '## Held-out half (do not tune on these)',
    missSection(judged, runs, 'held-out'),
    '',
  ].join('\n');
  return { summary, report, met: perLang && ranking.met };
}
