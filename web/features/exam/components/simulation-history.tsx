import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../../../common/paths.ts';
import { dateFormat } from '../../../lib/format.ts';
import { useSimulations } from '../simulation-api.ts';

/** The hub's list of past (and running) simulations, newest first; shown once there is one. */
export function SimulationHistory() {
  const { t, i18n } = useTranslation('exam');
  const simulations = useSimulations();
  if (!simulations.data || simulations.data.length === 0) return null;
  const date = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="simulations-title" className="mt-10">
      <h2 id="simulations-title" className="text-xl font-semibold">
        {t('simulation.historyTitle')}
      </h2>
      <ul className="mt-4 space-y-2">
        {simulations.data.map((item) => (
          <li key={item.id}>
            <Link
              href={paths.simulationRun(item.id)}
              className="flex min-h-12 items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3 hover:border-indigo-400 hover:bg-indigo-50"
            >
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">
                  {date.format(new Date(item.startedAt))}
                </span>
                <span className="block text-sm text-slate-700">
                  {item.finished
                    ? `${t('simulation.ofTotal', { correct: item.correct ?? 0, total: item.total })} · ${item.passed ? t('simulation.passedShort') : t('simulation.notPassedShort')}`
                    : t('simulation.running')}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
