import { PracticeSuggestion } from '../features/leistungstest/components/practice-suggestion.tsx';
import { usePlan } from '../features/plan/api.ts';

/**
 * The overview's Leistungstest hint in the six weeks before the MPU date, from the plan's dates
 * (issue 29). Its own chunk: the overview loads it only for learners who can open the area.
 */
export default function LeistungstestHint() {
  const plan = usePlan();
  return <PracticeSuggestion daysLeft={plan.data?.timeline.daysLeft ?? null} />;
}
