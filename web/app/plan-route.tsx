import { canOpen } from '../../common/domain/access.ts';
import { DueReviewsCard } from '../features/exam/components/due-reviews-card.tsx';
import { PracticeSuggestion } from '../features/leistungstest/components/practice-suggestion.tsx';
import { usePlan } from '../features/plan/api.ts';
import PlanPage from '../features/plan/pages/plan-page.tsx';
import { useMe } from '../lib/session.ts';

/**
 * Composes the plan with the due-review card when the learner can open the courses, and the
 * Leistungstest hint in the weeks before the MPU date (issue 29; the plan's own query, features stay apart).
 */
export default function PlanRoute() {
  const me = useMe().data;
  const plan = usePlan();
  if (!me) return null;
  const practice = canOpen(me, 'leistungstest') ? (
    <PracticeSuggestion daysLeft={plan.data?.timeline.daysLeft ?? null} />
  ) : null;
  return (
    <PlanPage
      slots={{
        reviews: (
          <>
            {canOpen(me, 'courses') ? <DueReviewsCard /> : null}
            {practice}
          </>
        ),
      }}
    />
  );
}
