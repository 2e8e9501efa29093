import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import {
  PRACTICE_PASS_PERCENT,
  SIMULATION_MINUTES,
  SIMULATION_SIZE,
} from '../../../../common/domain/simulation.ts';
import { paths } from '../../../../common/paths.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorKey } from '../../../lib/api-client.ts';
import '../i18n.ts';
import { SimulationResultView } from '../components/simulation-result.tsx';
import { SimulationRunner } from '../components/simulation-runner.tsx';
import { useSimulation, useStartSimulation } from '../simulation-api.ts';

/** /dashboard/quiz/simulation: what to expect, then start. */
function StartScreen() {
  const { t } = useTranslation('exam');
  const [, navigate] = useLocation();
  const start = useStartSimulation();
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">
      <ul className="list-disc space-y-2 pl-5 text-slate-800">
        <li>{t('simulation.ruleQuestions', { count: SIMULATION_SIZE, minutes: SIMULATION_MINUTES })}</li>
        <li>{t('simulation.ruleNoFeedback')}</li>
        <li>{t('simulation.ruleChange')}</li>
        <li>{t('simulation.ruleTimeUp')}</li>
        <li>{t('simulation.rulePractice', { percent: PRACTICE_PASS_PERCENT })}</li>
      </ul>
      {start.isError ? (
        <div className="mt-4">
          <Alert tone="error">
            {start.error instanceof ApiError && start.error.status === 409
              ? t('simulation.emptyBank')
              : t(errorKey(start.error))}
          </Alert>
        </div>
      ) : null}
      <Button
        className="mt-6"
        busy={start.isPending}
        onClick={() =>
          start.mutate(undefined, { onSuccess: (simulation) => navigate(paths.simulationRun(simulation.id)) })
        }
      >
        {t('simulation.start')}
      </Button>
    </div>
  );
}

function Run({ id }: { id: string }) {
  const { t } = useTranslation('exam');
  const simulation = useSimulation(id);
  if (simulation.isPending) return <Spinner label={t('common:loading')} />;
  if (simulation.isError) {
    const missing = simulation.error instanceof ApiError && simulation.error.status === 404;
    return <Alert tone="error">{missing ? t('simulation.notFound') : t(errorKey(simulation.error))}</Alert>;
  }
  return simulation.data.status === 'running' ? (
    <SimulationRunner key={simulation.data.id} run={simulation.data} />
  ) : (
    <SimulationResultView result={simulation.data} />
  );
}

/** /dashboard/quiz/simulation and /dashboard/quiz/simulation/{id} (issue 11). */
export default function SimulationPage() {
  const { t } = useTranslation('exam');
  const { id } = useParams<{ id?: string }>();
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-8">
      <Link href={paths.courses} className="inline-flex min-h-11 items-center text-indigo-800 underline">
        {t('quiz.back')}
      </Link>
      <h1 id="simulation-title" tabIndex={-1} className="mt-2 mb-6 text-2xl font-bold">
        {t('simulation.title')}
      </h1>
      {id ? <Run id={id} /> : <StartScreen />}
    </div>
  );
}
