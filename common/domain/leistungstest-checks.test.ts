import { describe, expect, it } from 'vitest';
import type { RunBody } from '../schemas/leistungstest.ts';
import { implausibleRun } from './leistungstest-checks.ts';
import { scoreConcentration } from './leistungstest-concentration.ts';
import { type DeterminationEvent, scoreDetermination } from './leistungstest-determination.ts';
import { scorePerception } from './leistungstest-perception.ts';
import { type ReactionEvent, scoreReaction } from './leistungstest-reaction.ts';
import { scoreTracing } from './leistungstest-tracing.ts';

const base = { phase: 'scored', aborted: false, latencyMs: null, practised: true } as const;

/** A complete light run as the scoring module makes it: 16 signals, each answered. */
function reactionRun(): RunBody {
  const events = Array.from({ length: 16 }, (_, i): ReactionEvent[] => [
    { type: 'signal', t: i * 4000, signal: { light: 'yellow', tone: false } },
    { type: 'release', t: i * 4000 + 300 },
    { type: 'press', t: i * 4000 + 420 },
    { type: 'rest', t: i * 4000 + 700 },
  ]).flat();
  return { ...base, task: 'reaction', figures: scoreReaction('light', events) };
}

function determinationRun(): RunBody {
  const events: DeterminationEvent[] = [0, 1, 2].flatMap((phase) => [
    { type: 'signal', t: phase * 10_000, end: phase * 10_000 + 1500, kind: 'red', phase },
    { type: 'key', t: phase * 10_000 + 500, kind: 'red' },
    { type: 'signal', t: phase * 10_000 + 2000, end: phase * 10_000 + 3500, kind: 'left', phase },
  ]);
  return { ...base, task: 'determination', figures: scoreDetermination(events) };
}

const answers = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ onset: i * 2000, t: i * 2000 + 900, correct: i % 4 !== 0 }));

describe('the sanity checks before a run is saved (issue 29, decision 071)', () => {
  it('accepts what the scoring modules make of complete runs of all five tasks', () => {
    const perception = Array.from({ length: 10 }, () => ({
      present: ['car', 'sign'] as const,
      marked: ['car'] as const,
    }));
    const runs: RunBody[] = [
      reactionRun(),
      determinationRun(),
      { ...base, task: 'concentration', figures: scoreConcentration(answers(120), 299.6) },
      { ...base, task: 'perception', figures: scorePerception(perception) },
      { ...base, task: 'tracing', figures: scoreTracing(answers(8)) },
      {
        ...base,
        phase: 'practice',
        aborted: true,
        practised: false,
        task: 'tracing',
        figures: scoreTracing(answers(1)),
      },
      { ...base, aborted: true, task: 'tracing', figures: scoreTracing(answers(3)) },
    ];
    for (const run of runs) expect(implausibleRun(run), run.task).toBeNull();
  });

  it('wants the practice before a scored run, and a run that ends in the practice to be aborted', () => {
    expect(implausibleRun({ ...reactionRun(), practised: false })).toMatch(/Vor der Wertung kommt die Übung/);
    expect(implausibleRun({ ...reactionRun(), phase: 'practice', aborted: false })).toMatch(
      /nur in der Übung, wenn er dort abgebrochen/,
    );
  });

  it('refuses more answers than signals, and a complete run with signals missing', () => {
    const run = reactionRun();
    if (run.task !== 'reaction') throw new Error('reaction');
    expect(implausibleRun({ ...run, figures: { ...run.figures, misses: 1 } })).toMatch(
      /mehr als die Signale/,
    );
    expect(implausibleRun({ ...run, figures: { ...run.figures, trials: 20 } })).toMatch(/Zu viele Signale/);
    const short = { ...run.figures, trials: 10, correct: 10 };
    expect(implausibleRun({ ...run, figures: short })).toMatch(/genau 16 Signale/);
    // Stopped in the scored phase: fewer signals are fine.
    expect(implausibleRun({ ...run, aborted: true, figures: short })).toBeNull();
  });

  it('refuses reaction times the task cannot measure', () => {
    const run = reactionRun();
    if (run.task !== 'reaction') throw new Error('reaction');
    expect(implausibleRun({ ...run, figures: { ...run.figures, medianReactionMs: 40 } })).toMatch(
      /100 bis 1500 ms/,
    );
    expect(implausibleRun({ ...run, figures: { ...run.figures, medianReactionMs: 1800 } })).toMatch(
      /100 bis 1500 ms/,
    );
    const none = { ...run.figures, correct: 0, misses: 16 };
    expect(implausibleRun({ ...run, figures: none })).toMatch(/Bewegungszeit/);
  });

  it('wants the determination phases to add up to the totals, with times within the pace', () => {
    const run = determinationRun();
    if (run.task !== 'determination') throw new Error('determination');
    expect(implausibleRun({ ...run, figures: { ...run.figures, correct: 5 } })).toMatch(
      /Summe der Abschnitte/,
    );
    expect(
      implausibleRun({ ...run, figures: { ...run.figures, phases: run.figures.phases.slice(0, 2) } }),
    ).toMatch(/genau 3 Abschnitte/);
    const slow = { ...run.figures, medianMs: 4000 };
    expect(implausibleRun({ ...run, figures: slow })).toMatch(/höchstens 2500 ms/);
    expect(implausibleRun({ ...run, figures: { ...run.figures, medianMs: null } })).toMatch(/mittlere Zeit/);
  });

  it('checks the counts of the concentration, perception and tracing tasks', () => {
    const concentration = scoreConcentration(answers(40), 300);
    const c = (figures: object): RunBody => ({
      ...base,
      task: 'concentration',
      figures: { ...concentration, ...figures },
    });
    expect(implausibleRun(c({ wrong: 0 }))).toMatch(/Zahl der Antworten/);
    expect(implausibleRun(c({ durationS: 900 }))).toMatch(/5 Minuten/);
    expect(implausibleRun(c({ firstMedianMs: null }))).toMatch(/ab drei Antworten/);

    const perception = scorePerception(
      Array.from({ length: 10 }, () => ({ present: ['car'] as const, marked: [] })),
    );
    const p = (figures: object): RunBody => ({
      ...base,
      task: 'perception',
      figures: { ...perception, ...figures },
    });
    expect(implausibleRun(p({ hits: 3 }))).toMatch(/genau 5 Antworten/);
    expect(implausibleRun(p({ misses: 0, correctRejections: 50 }))).toMatch(/mindestens eine Sache/);

    const tracing = scoreTracing(answers(8));
    const t = (figures: object): RunBody => ({
      ...base,
      task: 'tracing',
      figures: { ...tracing, ...figures },
    });
    expect(implausibleRun(t({ correct: 9 }))).toMatch(/mehr richtige Antworten als Aufgaben/);
    expect(implausibleRun(t({ items: 9, correct: 5 }))).toMatch(/Zu viele Aufgaben/);
    expect(implausibleRun(t({ medianMs: null }))).toMatch(/mittlere Zeit/);
  });
});
