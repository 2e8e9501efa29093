import { describe, expect, it } from 'vitest';
import type { CounsellorLearner } from '../../../common/schemas/counsellor.ts';
import { matches, sortLearners } from './filters.ts';

const progress = { readiness: 50, quiz: 0, videos: 0, chapters: 0, dueReviews: 0, interviews: 0 };
const learner = (over: Partial<CounsellorLearner>): CounsellorLearner => ({
  id: over.email ?? 'x',
  name: '',
  email: 'x@example.org',
  reasons: [],
  reasonsHidden: false,
  mpuDate: null,
  lastActivity: null,
  progress,
  shared: [],
  ...over,
});
const now = new Date('2026-12-03T10:00:00Z');
const today = '2026-12-03';

describe("the counsellor's list filters and sorting (issue 30)", () => {
  it('finds an MPU date within 30 days, not a past or later one', () => {
    expect(matches(learner({ mpuDate: '2027-01-02' }), 'mpuSoon', today, now)).toBe(true);
    expect(matches(learner({ mpuDate: '2027-01-03' }), 'mpuSoon', today, now)).toBe(false);
    expect(matches(learner({ mpuDate: '2026-12-02' }), 'mpuSoon', today, now)).toBe(false);
    expect(matches(learner({}), 'mpuSoon', today, now)).toBe(false);
  });

  it('counts 14 days without activity, or none at all, as inactive', () => {
    expect(matches(learner({ lastActivity: '2026-11-19T10:00:00Z' }), 'inactive', today, now)).toBe(true);
    expect(matches(learner({ lastActivity: '2026-11-19T10:00:01Z' }), 'inactive', today, now)).toBe(false);
    expect(matches(learner({}), 'inactive', today, now)).toBe(true);
  });

  it('finds readiness below 40 %', () => {
    expect(matches(learner({ progress: { ...progress, readiness: 39 } }), 'lowReadiness', today, now)).toBe(
      true,
    );
    expect(matches(learner({ progress: { ...progress, readiness: 40 } }), 'lowReadiness', today, now)).toBe(
      false,
    );
  });

  it('sorts the soonest MPU date first and learners without one last', () => {
    const list = [
      learner({ email: 'c@x', mpuDate: null }),
      learner({ email: 'b@x', mpuDate: '2027-02-01' }),
      learner({ email: 'a@x', mpuDate: '2027-01-01' }),
    ];
    expect(sortLearners(list, 'mpuDate').map((l) => l.email)).toEqual(['a@x', 'b@x', 'c@x']);
    expect(sortLearners(list, 'lastActivity').map((l) => l.email)).toEqual(['a@x', 'b@x', 'c@x']);
    expect(sortLearners(list, 'name').map((l) => l.email)).toEqual(['a@x', 'b@x', 'c@x']);
  });
});
