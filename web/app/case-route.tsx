import CasePage from '../features/case/pages/case-page.tsx';
import { FeedbackCard } from '../features/counsellor/components/feedback-card.tsx';

/** 'Mein MPU-Fall' with the counsellor's feedback above the workbook (issue 30). */
export default function CaseRoute() {
  return <CasePage slots={{ feedback: <FeedbackCard /> }} />;
}
