import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { paths } from '../../common/paths.ts';
import { CasePrint } from '../features/case/components/case-print.tsx';
import { useCounsellorLearner, useSharedMaterial } from '../features/counsellor/api.ts';
import { displayName } from '../features/counsellor/filters.ts';
import { usePageTitle } from '../lib/page-title.ts';

/**
 * A shared case as its print view (issue 30): the learner's own 'Für meine Beratung' view with the
 * latest shared report, read from what the learner shares now (nothing when they withdrew it).
 */
export default function CounsellorPrintRoute() {
  const { t } = useTranslation('counsellor');
  const { learnerId = '' } = useParams<{ learnerId: string }>();
  const learner = useCounsellorLearner(learnerId);
  const material = useSharedMaterial(learnerId);
  const report = material.data?.reports?.at(-1);
  const notShared = material.data && !material.data.case;
  const name = learner.data ? displayName(learner.data) : undefined;
  usePageTitle(name ? t('learner.printTitle', { name }) : undefined, t('nav:counsellor'));
  return (
    <>
      {notShared ? <p className="p-4 sm:p-8 text-slate-700">{t('learner.nothingShared')}</p> : null}
      <CasePrint
        data={material.data?.case ?? undefined}
        pending={material.isPending}
        failed={material.isError}
        onRetry={() => material.refetch()}
        report={report ? { ...report, answers: report.answers ?? [] } : null}
        backHref={paths.counsellorLearner(learnerId)}
        backLabel={t('learner.backToLearner')}
        name={name}
      />
    </>
  );
}
