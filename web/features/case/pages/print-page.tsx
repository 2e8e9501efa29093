import type { InterviewReport as Report } from '../../../../common/schemas/interview.ts';
import { useCase } from '../api.ts';
import { CasePrint } from '../components/case-print.tsx';
import '../i18n.ts';

/**
 * /dashboard/case/print: 'Für meine Beratung', the workbook ready to print or save as PDF, and the
 * latest practice-interview report when the route has one (the workbook does not wait for it).
 */
export default function PrintPage({ report }: { report?: Report | null }) {
  const loaded = useCase();
  return (
    <CasePrint
      data={loaded.data}
      pending={loaded.isPending}
      failed={loaded.isError}
      onRetry={() => loaded.refetch()}
      report={report}
    />
  );
}
