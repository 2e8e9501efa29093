import { z } from 'zod';
import { LEISTUNGSTEST_TASKS, REACTION_MODES, RUN_PHASES } from '../domain/leistungstest.ts';

/** Milliseconds of one measured figure (null: nothing measured, e.g. every signal missed). */
const ms = z.number().min(0).max(60_000).nullable();
const count = z.number().int().min(0).max(10_000);

const reaction = z.object({
  mode: z.enum(REACTION_MODES),
  trials: count,
  medianReactionMs: ms,
  medianMotorMs: ms,
  correct: count,
  wrong: count,
  falseStarts: count,
  misses: count,
});

const determinationPhase = z.object({
  correct: count,
  wrong: count,
  late: count,
  omitted: count,
  medianMs: ms,
});
const determination = determinationPhase.extend({ phases: z.array(determinationPhase).max(10) });

const concentration = z.object({
  answered: count,
  correct: count,
  wrong: count,
  medianMs: ms,
  /** Median of the first and of the last third: the decline over time. */
  firstMedianMs: ms,
  lastMedianMs: ms,
  durationS: z.number().int().min(0).max(3600),
});

const perception = z.object({
  scenes: count,
  hits: count,
  misses: count,
  falseAlarms: count,
  correctRejections: count,
});

const tracing = z.object({ items: count, correct: count, medianMs: ms });

const common = {
  phase: z.enum(RUN_PHASES),
  aborted: z.boolean(),
  /** Input and display latency the calibration measured on this device (ms), if it ran. */
  latencyMs: z.number().min(0).max(1000).nullable(),
};

/** One run's figures as stored, computed by the browser's pure scoring modules. */
const runs = [
  z.object({ task: z.literal('reaction'), ...common, figures: reaction }),
  z.object({ task: z.literal('determination'), ...common, figures: determination }),
  z.object({ task: z.literal('concentration'), ...common, figures: concentration }),
  z.object({ task: z.literal('perception'), ...common, figures: perception }),
  z.object({ task: z.literal('tracing'), ...common, figures: tracing }),
] as const;
export const runRecord = z.discriminatedUnion('task', runs);
export type RunRecord = z.infer<typeof runRecord>;

/**
 * Whether the practice phase ran to its end before this run's scored phase: checked on saving
 * (a scored run must have had its practice), not stored.
 */
const practised = { practised: z.boolean() };
/** POST /api/leistungstest/runs: one run and whether its practice came first. */
export const runBody = z.discriminatedUnion('task', [
  runs[0].extend(practised),
  runs[1].extend(practised),
  runs[2].extend(practised),
  runs[3].extend(practised),
  runs[4].extend(practised),
]);
export type RunBody = z.infer<typeof runBody>;
export type ReactionFigures = z.infer<typeof reaction>;
export type DeterminationFigures = z.infer<typeof determination>;
export type DeterminationPhaseFigures = z.infer<typeof determinationPhase>;
export type ConcentrationFigures = z.infer<typeof concentration>;
export type PerceptionFigures = z.infer<typeof perception>;
export type TracingFigures = z.infer<typeof tracing>;

const stored = { id: z.string(), createdAt: z.string() };
/** A stored run: what was sent, its id and when it was saved. */
export const runSchema = z.discriminatedUnion('task', [
  runs[0].extend(stored),
  runs[1].extend(stored),
  runs[2].extend(stored),
  runs[3].extend(stored),
  runs[4].extend(stored),
]);
export type Run = z.infer<typeof runSchema>;

/** GET /api/leistungstest/runs: the learner's own runs, newest first. */
export const historyResponse = z.object({ runs: z.array(runSchema) });
export type HistoryResponse = z.infer<typeof historyResponse>;

/** GET /api/admin/leistungstest/usage: counts only, never a learner's results. */
export const usageResponse = z.object({
  learners: z.number().int().min(0),
  runs: z.number().int().min(0),
  aborted: z.number().int().min(0),
  last30Days: z.number().int().min(0),
  tasks: z.array(
    z.object({
      task: z.enum(LEISTUNGSTEST_TASKS),
      runs: z.number().int().min(0),
      aborted: z.number().int().min(0),
      learners: z.number().int().min(0),
    }),
  ),
});
export type UsageResponse = z.infer<typeof usageResponse>;
