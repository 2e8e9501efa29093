import { canOpen } from '../../common/domain/access.ts';
import PrintPage from '../features/case/pages/print-page.tsx';
import { useLatestReport } from '../features/interview/api.ts';
import { useMe } from '../lib/session.ts';

/**
 * The workbook's print view with the latest practice-interview report (GET
 * /api/trainer/reports/latest): asked only for learners who can use the practice interview, shown
 * only when it answers.
 */
export default function CasePrintRoute() {
  const allowed = canOpen(useMe().data, 'examTrainer');
  const report = useLatestReport(allowed).data?.report;
  return <PrintPage report={allowed ? report : null} />;
}
