import { canOpen } from '../../common/domain/access.ts';
import OverviewPage from '../features/dashboard/pages/overview-page.tsx';
import { DueReviewsCard } from '../features/exam/components/due-reviews-card.tsx';
import { SimulationsCard } from '../features/exam/components/simulations-card.tsx';
import { useMe } from '../lib/session.ts';

/**
 * The overview with the 'Heute fällig' and simulation-history cards when the learner can open the
 * courses (issue 11).
 */
export default function OverviewRoute() {
  const me = useMe().data;
  const courses = canOpen(me, 'courses');
  return (
    <OverviewPage
      extra={
        courses ? (
          <>
            <DueReviewsCard planLink />
            <SimulationsCard />
          </>
        ) : null
      }
    />
  );
}
