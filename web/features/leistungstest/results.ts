import type { Run } from '../../../common/schemas/leistungstest.ts';

/**
 * The one figure each task is compared by over time (issue 29): a median time in ms (lower is
 * quicker) or, for traffic perception, the share of contents found (%).
 */
export function headline(run: Run): { value: number | null; unit: 'ms' | '%' } {
  switch (run.task) {
    case 'reaction':
      return { value: run.figures.medianReactionMs, unit: 'ms' };
    case 'determination':
    case 'concentration':
    case 'tracing':
      return { value: run.figures.medianMs, unit: 'ms' };
    case 'perception': {
      const shown = run.figures.hits + run.figures.misses;
      return { value: shown === 0 ? null : Math.round((100 * run.figures.hits) / shown), unit: '%' };
    }
  }
}

/** Errors of any kind in a run, for the table. */
export function errors(run: Run): number {
  switch (run.task) {
    case 'reaction':
      return run.figures.wrong + run.figures.falseStarts + run.figures.misses;
    case 'determination':
      return run.figures.wrong + run.figures.omitted;
    case 'concentration':
      return run.figures.wrong;
    case 'perception':
      return run.figures.misses + run.figures.falseAlarms;
    case 'tracing':
      return run.figures.items - run.figures.correct;
  }
}

/** Runs comparable with `run`: the same task (and reaction mode), scored to the end, oldest first. */
export function comparable(runs: readonly Run[], like: Pick<Run, 'task'> & { mode?: string }): Run[] {
  return runs
    .filter((other) => other.task === like.task && other.phase === 'scored' && !other.aborted)
    .filter((other) => other.task !== 'reaction' || !like.mode || other.figures.mode === like.mode)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export const modeOf = (run: Run): string | undefined =>
  run.task === 'reaction' ? run.figures.mode : undefined;
