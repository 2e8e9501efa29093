import { canOpen } from '../../common/domain/access.ts';
import { DueReviewsCard } from '../features/exam/components/due-reviews-card.tsx';
import PlanPage from '../features/plan/pages/plan-page.tsx';
import { useMe } from '../lib/session.ts';

/** Composes the plan with the due-review card when the learner can open the courses (features stay apart). */
export default function PlanRoute() {
  const me = useMe().data;
  if (!me) return null;
  return <PlanPage slots={{ reviews: canOpen(me, 'courses') ? <DueReviewsCard /> : null }} />;
}
