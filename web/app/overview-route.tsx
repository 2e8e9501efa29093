import { lazy, Suspense } from 'react';
import { canOpen } from '../../common/domain/access.ts';
import { CaseCard } from '../features/case/components/case-card.tsx';
import { FeedbackCard } from '../features/counsellor/components/feedback-card.tsx';
import OverviewPage from '../features/dashboard/pages/overview-page.tsx';
import { DueReviewsCard } from '../features/exam/components/due-reviews-card.tsx';
import { SimulationsCard } from '../features/exam/components/simulations-card.tsx';
import { InterviewTrendCard } from '../features/interview/components/trend-card.tsx';
import { ProgressCard } from '../features/progress/components/progress-card.tsx';
import { useMe } from '../lib/session.ts';

/** The Leistungstest hint before the MPU date (issue 29): lazy, so the overview's first visit stays small. */
const LeistungstestHint = lazy(() => import('./leistungstest-hint.tsx'));

/**
 * The overview with the other features' cards: 'Heute üben' and the simulation history when the
 * learner can open the courses (issue 11), the Leistungstest hint before the MPU date (issue 29),
 * 'Mein MPU-Fall' and the practice interview's trend.
 */
export default function OverviewRoute() {
  const me = useMe().data;
  const courses = canOpen(me, 'courses');
  return (
    <OverviewPage
      slots={{
        reviews: (
          <>
            {courses ? (
              <>
                <DueReviewsCard planLink />
                <SimulationsCard />
              </>
            ) : null}
            {canOpen(me, 'leistungstest') && canOpen(me, 'plan') ? (
              <Suspense fallback={null}>
                <LeistungstestHint />
              </Suspense>
            ) : null}
          </>
        ),
        feedback: <FeedbackCard />,
        progress: <ProgressCard />,
        case: <CaseCard />,
        interview: <InterviewTrendCard />,
      }}
    />
  );
}
