import { useTranslation } from 'react-i18next';
import type { Run } from '../../../../common/schemas/leistungstest.ts';
import { numberFormat } from '../../../lib/format.ts';
import { useRuns } from '../api.ts';
import { comparable, modeOf } from '../results.ts';
import { Comparison } from './comparison.tsx';
import { HonestNote } from './notes.tsx';

const TIPS = ['sleep', 'substances', 'glasses', 'keyboard', 'ask'] as const;

/** The figures of one run in plain words (issue 29). */
export function Summary({ run }: { run: Run }) {
  const { t, i18n } = useTranslation('leistungstest');
  const number = numberFormat(i18n.language, { maximumFractionDigits: 0 });
  const ms = (value: number | null) => (value === null ? t('result.none') : `${number.format(value)} ms`);
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(run.figures))
    if (typeof value === 'number' || value === null)
      values[key] = key.endsWith('Ms') ? ms(value) : (value ?? 0);
  return (
    <div className="space-y-2">
      <p className="text-lg">
        {run.task === 'reaction' && run.figures.medianReactionMs === null
          ? t('result.reactionNone')
          : t(`result.${run.task}`, values)}
      </p>
      {run.task === 'reaction' ? <p>{t('result.reactionCounts', values)}</p> : null}
      {run.latencyMs !== null ? (
        <p className="text-sm text-slate-700">{t('result.latency', { ms: ms(run.latencyMs) })}</p>
      ) : null}
    </div>
  );
}

/** Honest tips for the day of the test (issue 29). */
export function Tips() {
  const { t } = useTranslation('leistungstest');
  return (
    <section aria-labelledby="tips-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h3 id="tips-title" className="text-lg font-semibold">
        {t('tips.title')}
      </h3>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {TIPS.map((tip) => (
          <li key={tip}>{t(`tips.${tip}`)}</li>
        ))}
      </ul>
    </section>
  );
}

/** After a run: the figures, the comparison with earlier runs, the honest note and the tips. */
export function ResultView({ run }: { run: Run }) {
  const { t } = useTranslation('leistungstest');
  const runs = useRuns();
  const earlier = comparable(runs.data ?? [run], { task: run.task, mode: modeOf(run) });
  return (
    <div className="space-y-4">
      <section aria-labelledby="result-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 id="result-title" className="text-lg font-semibold">
          {t('result.title')}
        </h3>
        <div role="status" className="mt-2">
          <Summary run={run} />
        </div>
        <h4 className="mt-4 font-semibold">{t('compare.title')}</h4>
        {earlier.length > 1 ? null : <p className="mt-1">{t('compare.first')}</p>}
        <div className="mt-2">
          <Comparison runs={earlier} current={run.id} />
        </div>
      </section>
      <HonestNote headingLevel={3} />
      <Tips />
    </div>
  );
}
