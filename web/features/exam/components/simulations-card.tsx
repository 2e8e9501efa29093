import { ClipboardCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { dateFormat } from '../../../lib/format.ts';
import { useSimulations } from '../simulation-api.ts';

/** The overview shows this many of the latest simulations. */
const SHOWN = 3;

/**
 * 'Prüfungssimulationen' on the overview (issue 11): the latest handed-in simulations with date,
 * score and whether the practice threshold was reached, or an invitation to the first one.
 * It reads the simulation list the hub shows (GET /api/exam/simulations), nothing of its own.
 */
export function SimulationsCard() {
  const { t, i18n } = useTranslation('exam');
  const simulations = useSimulations();
  const date = dateFormat(i18n.language, { dateStyle: 'medium' });
  const finished = (simulations.data ?? []).filter((s) => s.finished).slice(0, SHOWN);
  return (
    <section
      aria-labelledby="simulations-card-title"
      className="rounded-xl border border-slate-200 bg-white p-5"
    >
      <h2 id="simulations-card-title" className="flex items-center gap-2 text-lg font-semibold">
        <ClipboardCheck aria-hidden="true" className="h-5 w-5 text-indigo-700" />
        {t('simulation.cardTitle')}
      </h2>
      {simulations.isPending ? <p className="mt-2 text-slate-700">{t('common:loading')}</p> : null}
      {simulations.isError ? <p className="mt-2 text-slate-700">{t('simulation.cardError')}</p> : null}
      {simulations.data && finished.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('simulation.cardEmpty')}</p>
      ) : null}
      {finished.length > 0 ? (
        <ul className="mt-3 divide-y divide-slate-200" data-testid="simulation-history">
          {finished.map((item) => (
            <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <Link href={paths.simulationRun(item.id)} className="font-medium text-indigo-800 underline">
                {date.format(new Date(item.startedAt))}
              </Link>
              <span className="text-slate-700">
                {t('simulation.ofTotal', { correct: item.correct ?? 0, total: item.total })} ·{' '}
                {item.passed ? t('simulation.passedShort') : t('simulation.notPassedShort')}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <Link
        href={paths.simulation}
        className="mt-4 inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-4 font-medium text-slate-800 hover:bg-slate-100"
      >
        {finished.length > 0 ? t('simulation.cardAgain') : t('simulation.cardStart')}
      </Link>
    </section>
  );
}
