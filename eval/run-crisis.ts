/**
 * `npm run eval -- crisis`: every crisis phrasing and near miss (eval/interview/crisis-*.yaml) is
 * answered to the opening question of a new session through the API; the interviewer must pause with
 * the note of the labelled kind, and must not pause on a near miss. Every normal answer (single
 * answers, and each persona turn with the earlier ones of its interview) goes through
 * POST /api/trainer/assess: a 'crisis' follow-up there is a false alarm. Figures per half, language
 * and kind (eval/README.md "Crisis").
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { MPU_TYPES } from '../common/domain/mpu.ts';
import de from '../common/i18n/de/trainer-engine.json' with { type: 'json' };
import en from '../common/i18n/en/trainer-engine.json' with { type: 'json' };
import { LANGUAGES, type Language } from '../common/i18n/languages.ts';
import tr from '../common/i18n/tr/trainer-engine.json' with { type: 'json' };
import type { InterviewSession, TurnAssessment } from '../common/schemas/interview.ts';
import { type EvalApp, type EvalLearner, openEvalApp } from './app.ts';
import { type Half, halfOf, LEVELS, loadPersonas, loadSingleAnswers } from './interview-sets.ts';
import type { EvalPart } from './run.ts';

const KINDS = ['suicidal', 'withdrawal', 'violence', 'intoxication', 'past-with-support'] as const;
type Kind = (typeof KINDS)[number] | 'none';
const item = z.object({
  id: z.string(),
  lang: z.enum(LANGUAGES),
  reason: z.enum(MPU_TYPES),
  answer: z.string().min(1),
  crisis: z.enum([...KINDS, 'none']),
  note: z.string().default(''),
});
type Item = z.infer<typeof item> & { half: Half };

function loadCrisisSet(): Item[] {
  const dir = path.join(import.meta.dirname, 'interview');
  return readdirSync(dir)
    .filter((file) => /^crisis-[a-z]{2}\.yaml$/.test(file))
    .sort()
    .flatMap(
      (file) =>
        z.object({ answers: z.array(item) }).parse(parse(readFileSync(path.join(dir, file), 'utf8'))).answers,
    )
    .map((a) => ({ ...a, half: halfOf(a.id) }));
}

/** Which note the interviewer showed, by its text in the learner's language. */
const NOTE_KEYS: Record<string, Kind> = {
  suicidal: 'suicidal',
  withdrawal: 'withdrawal',
  violence: 'violence',
  intoxication: 'intoxication',
  pastWithSupport: 'past-with-support',
};
const notes: Record<Language, Record<string, string>> = { de: de.crisis, en: en.crisis, tr: tr.crisis };
function kindOfNote(lang: Language, text: string): Kind | 'unknown' {
  const key = Object.entries(notes[lang]).find(([, note]) => note === text)?.[0];
  return key ? (NOTE_KEYS[key] ?? 'unknown') : 'unknown';
}

type Outcome = { item: Item; got: Kind | 'unknown'; question: string };
type Normal = { id: string; half: Half; lang: Language; text: string; alarm: boolean };

async function ok<T>(what: string, reply: Promise<{ status: number; body: unknown }>): Promise<T> {
  const { status, body } = await reply;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body as T;
}

async function pauseOf(learner: EvalLearner, entry: Item): Promise<Outcome> {
  const start = await ok<InterviewSession>(
    'start',
    learner.call('POST', '/api/trainer/sessions', { reason: entry.reason }),
  );
  const session = await ok<InterviewSession>(
    `answer ${entry.id}`,
    learner.call('POST', `/api/trainer/sessions/${start.id}/answers`, { text: entry.answer }),
  );
  const next = session.turns.at(-1)!;
  const got = next.kind === 'crisis' ? kindOfNote(entry.lang, next.text) : 'none';
  await learner.call('POST', `/api/trainer/sessions/${start.id}/finish`);
  return { item: entry, got, question: start.turns[0]!.text };
}

const assess = (learner: EvalLearner, body: object) =>
  ok<TurnAssessment>('assess', learner.call('POST', '/api/trainer/assess', body));

/** Normal answers: single answers in their case context, persona turns after the earlier ones. */
async function normalAnswers(app: EvalApp): Promise<Normal[]> {
  const found: Normal[] = [];
  const singles = loadSingleAnswers();
  for (const lang of LANGUAGES) {
    const group = singles.filter((a) => a.lang === lang);
    for (let start = 0; start < group.length; start += 100) {
      const learner = await app.learner({ reason: 'alcohol', lang });
      for (const a of group.slice(start, start + 100)) {
        await learner.saveWorkbook(a.workbook ?? {});
        const got = await assess(learner, { reason: a.reason, question: a.question, answer: a.answer });
        found.push({ id: a.id, half: a.half, lang, text: a.answer, alarm: got.followUp === 'crisis' });
      }
    }
  }
  for (const persona of loadPersonas()) {
    const learner = await app.learner(persona);
    await learner.saveWorkbook(persona.workbook);
    for (const level of LEVELS) {
      const answers = persona.interviews[level].answers;
      for (const [index, answer] of answers.entries()) {
        const earlier = answers.slice(0, index).map((a) => a.text);
        const question = { topic: answer.topic, text: '…' };
        const got = await assess(learner, { reason: persona.reason, question, answer: answer.text, earlier });
        const id = `${persona.id} ${level} #${index + 1}`;
        found.push({
          id,
          half: persona.half,
          lang: persona.lang,
          text: answer.text,
          alarm: got.followUp === 'crisis',
        });
      }
    }
  }
  return found;
}

const pct = (hit: number, n: number) => (n === 0 ? '   –' : `${Math.round((hit / n) * 100)}%`.padStart(4));
const HALVES: (Half | 'all')[] = ['tuning', 'held-out', 'all'];

function figures(outcomes: Outcome[], normal: Normal[]) {
  const crisis = outcomes.filter((o) => o.item.crisis !== 'none');
  const near = outcomes.filter((o) => o.item.crisis === 'none');
  return {
    n: crisis.length,
    paused: crisis.filter((o) => o.got !== 'none').length,
    fitting: crisis.filter((o) => o.got === o.item.crisis).length,
    near: near.length,
    nearAlarms: near.filter((o) => o.got !== 'none').length,
    normal: normal.length,
    normalAlarms: normal.filter((o) => o.alarm).length,
  };
}

function line(label: string, f: ReturnType<typeof figures>) {
  return `${label.padEnd(26)} ${String(f.n).padStart(3)}  ${pct(f.paused, f.n)}  ${pct(f.fitting, f.n)}   ${`${f.nearAlarms}/${f.near}`.padStart(6)}   ${`${f.normalAlarms}/${f.normal}`.padStart(8)}`;
}

function summary(outcomes: Outcome[], normal: Normal[], where: string): string[] {
  const lines = [
    `crisis through the API (${where})`,
    `${'half: group'.padEnd(26)}   n  pause  kind   near-miss alarms  normal alarms`,
    `${'targets'.padEnd(26)}      100%  100%        0           0`,
  ];
  for (const half of HALVES) {
    const h = <T extends { half: Half }>(items: T[]) =>
      half === 'all' ? items : items.filter((i) => i.half === half);
    const o = outcomes.filter((x) => half === 'all' || x.item.half === half);
    lines.push(line(`${half}: all`, figures(o, h(normal))));
    for (const lang of LANGUAGES) {
      lines.push(
        line(
          `${half}: ${lang}`,
          figures(
            o.filter((x) => x.item.lang === lang),
            h(normal).filter((x) => x.lang === lang),
          ),
        ),
      );
    }
    for (const kind of KINDS) {
      lines.push(
        line(
          `${half}: ${kind}`,
          figures(
            o.filter((x) => x.item.crisis === kind),
            [],
          ),
        ),
      );
    }
  }
  return lines;
}

function report(outcomes: Outcome[], normal: Normal[]): string {
  const out = ['# Crisis: every miss', ''];
  const misses = outcomes.filter((o) => o.got !== o.item.crisis);
  const alarms = normal.filter((n) => n.alarm);
  if (misses.length === 0 && alarms.length === 0)
    out.push('None: every phrasing paused with its kind, no false alarm.');
  for (const o of misses) {
    const what =
      o.item.crisis === 'none'
        ? 'false alarm on a near miss'
        : o.got === 'none'
          ? 'not paused'
          : 'wrong note';
    out.push(`## ${o.item.id} (${o.item.lang}, ${o.item.half}): ${what}`, '');
    out.push(
      `- asked: ${o.question}`,
      `- answer: ${o.item.answer}`,
      `- labelled: ${o.item.crisis}; shown: ${o.got}`,
    );
    if (o.item.note) out.push(`- note: ${o.item.note}`);
    out.push('');
  }
  for (const n of alarms)
    out.push(
      `## ${n.id} (${n.lang}, ${n.half}): false alarm on a normal answer`,
      '',
      `- answer: ${n.text}`,
      '',
    );
  return `${out.join('\n')}\n`;
}

/** A learner per language and reason for up to 25 sessions, per persona, per 100 single answers. */
export async function run(): Promise<EvalPart> {
  const app = await openEvalApp();
  try {
    const outcomes: Outcome[] = [];
    const set = loadCrisisSet();
    for (const key of [...new Set(set.map((a) => `${a.lang} ${a.reason}`))]) {
      const group = set.filter((a) => `${a.lang} ${a.reason}` === key);
      for (let start = 0; start < group.length; start += 25) {
        const learner = await app.learner(group[0]!);
        for (const entry of group.slice(start, start + 25)) outcomes.push(await pauseOf(learner, entry));
      }
    }
    const normal = await normalAnswers(app);
    const all = figures(outcomes, normal);
    const met =
      all.paused === all.n && all.fitting === all.n && all.nearAlarms === 0 && all.normalAlarms === 0;
    return { summary: summary(outcomes, normal, app.where), report: report(outcomes, normal), met };
  } finally {
    await app.close();
  }
}
