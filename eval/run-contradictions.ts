/**
 * `npm run eval -- contradictions`: every persona answer (eval/interview/personas) is judged through
 * POST /api/trainer/assess with the persona's workbook saved and the earlier answers of its
 * interview; the interviewer should point out a contradiction exactly where the set labels one
 * (`contradicts:`), quoting both sides. Recall and false flags per half, language and level.
 */
import type { Language } from '../common/i18n/languages.ts';
import type { TurnAssessment } from '../common/schemas/interview.ts';
import { openEvalApp } from './app.ts';
import { type Half, LEVELS, type Level, loadPersonas } from './interview-sets.ts';
import type { EvalPart } from './run.ts';

type Judged = {
  id: string;
  half: Half;
  lang: Language;
  level: Level;
  text: string;
  labelled: string | null;
  flagged: boolean;
};

const TARGET = { recall: 0.9, falseFlags: 0.02 };
const HALVES: (Half | 'all')[] = ['tuning', 'held-out', 'all'];
const pct = (hit: number, n: number) => (n === 0 ? '   –' : `${Math.round((hit / n) * 100)}%`.padStart(4));

function figures(items: Judged[]) {
  const labelled = items.filter((i) => i.labelled);
  const clean = items.filter((i) => !i.labelled);
  return {
    labelled: labelled.length,
    found: labelled.filter((i) => i.flagged).length,
    clean: clean.length,
    falseFlags: clean.filter((i) => i.flagged).length,
  };
}

function line(label: string, f: ReturnType<typeof figures>) {
  return `${label.padEnd(22)} ${`${f.found}/${f.labelled}`.padStart(7)} ${pct(f.found, f.labelled)}   ${`${f.falseFlags}/${f.clean}`.padStart(8)} ${pct(f.falseFlags, f.clean)}`;
}

function summary(judged: Judged[], where: string): string[] {
  const lines = [
    `contradictions with the case and earlier answers, persona turns through the API (${where})`,
    `${'half: group'.padEnd(22)}   found recall   false flags`,
    `${'targets'.padEnd(22)}         ≥${TARGET.recall * 100}%              ≤${TARGET.falseFlags * 100}%`,
  ];
  for (const half of HALVES) {
    const items = half === 'all' ? judged : judged.filter((i) => i.half === half);
    lines.push(line(`${half}: all`, figures(items)));
    for (const key of ['lang', 'level'] as const) {
      for (const value of [...new Set(items.map((i) => i[key]))].sort()) {
        lines.push(line(`${half}: ${value}`, figures(items.filter((i) => i[key] === value))));
      }
    }
  }
  return lines;
}

function report(judged: Judged[]): string {
  const out = ['# Contradictions: every miss', ''];
  for (const item of judged.filter((i) => Boolean(i.labelled) !== i.flagged)) {
    out.push(
      `## ${item.id} (${item.lang}, ${item.half}): ${item.labelled ? 'not pointed out' : 'false flag'}`,
      '',
    );
    out.push(`- answer: ${item.text}`);
    if (item.labelled) out.push(`- contradicts: ${item.labelled}`);
    out.push('');
  }
  return `${out.join('\n')}\n`;
}

export async function run(): Promise<EvalPart> {
  const app = await openEvalApp();
  const judged: Judged[] = [];
  try {
    for (const persona of loadPersonas()) {
      const learner = await app.learner(persona);
      await learner.saveWorkbook(persona.workbook);
      for (const level of LEVELS) {
        const answers = persona.interviews[level].answers;
        for (const [index, answer] of answers.entries()) {
          const reply = await learner.call<TurnAssessment>('POST', '/api/trainer/assess', {
            reason: persona.reason,
            question: { topic: answer.topic, text: '…' },
            answer: answer.text,
            earlier: answers.slice(0, index).map((a) => a.text),
          });
          if (reply.status !== 200) throw new Error(`assess: ${reply.status} ${JSON.stringify(reply.body)}`);
          judged.push({
            id: `${persona.id} ${level} #${index + 1}`,
            half: persona.half,
            lang: persona.lang,
            level,
            text: answer.text,
            labelled: answer.contradicts,
            flagged: reply.body.followUp === 'contradiction',
          });
        }
      }
    }
  } finally {
    await app.close();
  }
  const all = figures(judged);
  const met = all.found >= TARGET.recall * all.labelled && all.falseFlags <= TARGET.falseFlags * all.clean;
  return { summary: summary(judged, app.where), report: report(judged), met };
}
