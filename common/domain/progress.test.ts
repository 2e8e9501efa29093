import { describe, expect, it } from 'vitest';
import {
  errorRate,
  errorRateTone,
  focus,
  level,
  milestones,
  nextSteps,
  readiness,
  share,
  strengths,
  summarize,
} from './progress.ts';

const base = { readiness: 60, quiz: 50, video: 50, errorRate: 25, attempts: 15, videosWatched: 3 };

describe('shares', () => {
  it('are whole percentages, 0 without a total, never above 100', () => {
    expect(share(0, 0)).toBe(0);
    expect(share(1, 3)).toBe(33);
    expect(share(2, 3)).toBe(67);
    expect(share(1, 8)).toBe(13); // 12.5 rounds up
    expect(share(5, 4)).toBe(100);
  });

  it('error rate is incorrect / total, rounded; 0 without attempts', () => {
    expect(errorRate({ total: 0, correct: 0 })).toBe(0);
    expect(errorRate({ total: 5, correct: 4 })).toBe(20);
    expect(errorRate({ total: 3, correct: 1 })).toBe(67);
  });
});

describe('readiness (SPEC §9)', () => {
  it('is round(30 % chapters + 40 % quiz + 30 % videos)', () => {
    expect(readiness({ chapter: 0, quiz: 0, video: 0 })).toBe(0);
    expect(readiness({ chapter: 100, quiz: 100, video: 100 })).toBe(100);
    expect(readiness({ chapter: 50, quiz: 25, video: 40 })).toBe(37); // 15 + 10 + 12
    expect(readiness({ chapter: 1, quiz: 0, video: 0 })).toBe(0); // 0.3
    expect(readiness({ chapter: 5, quiz: 0, video: 0 })).toBe(2); // 1.5 rounds up
    expect(readiness({ chapter: 33, quiz: 67, video: 13 })).toBe(41); // 9.9 + 26.8 + 3.9 = 40.6
  });
  it('counts only the areas a learner can open (issue 10)', () => {
    const shares = { chapter: 0, quiz: 0, video: 100 };
    expect(readiness(shares, { courses: false, videos: true })).toBe(100);
    expect(readiness({ chapter: 50, quiz: 100, video: 0 }, { courses: true, videos: false })).toBe(79); // (15+40)/0.7
    expect(readiness(shares, { courses: false, videos: false })).toBe(0);
  });
});

describe('level (SPEC §4)', () => {
  it.each([
    [0, 'beginner'],
    [39, 'beginner'],
    [40, 'intermediate'],
    [69, 'intermediate'],
    [70, 'advanced'],
    [89, 'advanced'],
    [90, 'expert'],
    [100, 'expert'],
  ] as const)('%i → %s', (score, expected) => {
    expect(level(score)).toBe(expected);
  });
});

describe('error-rate colours (SPEC §9)', () => {
  it.each([
    [0, 'green'],
    [19, 'green'],
    [20, 'yellow'],
    [39, 'yellow'],
    [40, 'red'],
    [100, 'red'],
  ] as const)('%i %% → %s', (rate, tone) => {
    expect(errorRateTone(rate)).toBe(tone);
  });
});

describe('milestones "Ihr Weg zur MPU" (SPEC §2)', () => {
  const none = { chapter: 0, quiz: 0, video: 0, readiness: 0 };
  it('video basics from a video share of 25', () => {
    expect(milestones({ ...none, video: 24 }).videoBasics).toBe(false);
    expect(milestones({ ...none, video: 25 }).videoBasics).toBe(true);
  });
  it('multiple-choice exercises from a quiz share of 25', () => {
    expect(milestones({ ...none, quiz: 24 }).quizExercises).toBe(false);
    expect(milestones({ ...none, quiz: 25 }).quizExercises).toBe(true);
  });
  it('practice preparation when both shares reach 50', () => {
    expect(milestones({ ...none, quiz: 50, video: 49 }).practice).toBe(false);
    expect(milestones({ ...none, quiz: 49, video: 50 }).practice).toBe(false);
    expect(milestones({ ...none, quiz: 50, video: 50 }).practice).toBe(true);
  });
  it('exam simulation from a chapter share of 75', () => {
    expect(milestones({ ...none, chapter: 74 }).examSimulation).toBe(false);
    expect(milestones({ ...none, chapter: 75 }).examSimulation).toBe(true);
  });
  it('MPU-ready from a readiness of 80', () => {
    expect(milestones({ ...none, readiness: 79 }).mpuReady).toBe(false);
    expect(milestones({ ...none, readiness: 80 }).mpuReady).toBe(true);
  });
});

describe('recommendations (SPEC §9)', () => {
  it('focus on basics above an error rate of 40', () => {
    expect(focus({ ...base, errorRate: 40 })).not.toContain('basics');
    expect(focus({ ...base, errorRate: 41 })).toContain('basics');
  });

  it('focus on videos when the video share is more than 20 below the quiz share, and the reverse', () => {
    expect(focus({ ...base, quiz: 70, video: 50 })).toEqual([]);
    expect(focus({ ...base, quiz: 71, video: 50 })).toEqual(['videos']);
    expect(focus({ ...base, quiz: 50, video: 70 })).toEqual([]);
    expect(focus({ ...base, quiz: 49, video: 70 })).toEqual(['quiz']);
  });

  it('balanced work below a readiness of 50', () => {
    expect(focus({ ...base, readiness: 50 })).not.toContain('balanced');
    expect(focus({ ...base, readiness: 49 })).toContain('balanced');
  });

  it('strength "very consistent" needs an error rate below 20 and more than 10 attempts', () => {
    expect(strengths({ ...base, errorRate: 19, attempts: 11 })).toContain('consistent');
    expect(strengths({ ...base, errorRate: 20, attempts: 11 })).not.toContain('consistent');
    expect(strengths({ ...base, errorRate: 19, attempts: 10 })).not.toContain('consistent');
  });

  it('strengths for a video or quiz share above 80', () => {
    expect(strengths({ ...base, video: 80, quiz: 80 })).not.toContain('videos');
    expect(strengths({ ...base, video: 81, quiz: 70 })).toContain('videos');
    expect(strengths({ ...base, video: 80, quiz: 80 })).not.toContain('quiz');
    expect(strengths({ ...base, video: 70, quiz: 81 })).toContain('quiz');
  });

  it('balanced learning when the shares differ by less than 15, after 20 answers and a video', () => {
    const enough = { ...base, attempts: 20, videosWatched: 1 };
    expect(strengths({ ...enough, video: 50, quiz: 64 })).toContain('balanced');
    expect(strengths({ ...enough, video: 50, quiz: 65 })).not.toContain('balanced');
    // Issue 28: 0 % videos and 1 % questions is no learning yet, not balanced learning.
    expect(strengths({ ...enough, attempts: 3, videosWatched: 0, video: 0, quiz: 1 })).not.toContain(
      'balanced',
    );
    expect(strengths({ ...enough, attempts: 19 })).not.toContain('balanced');
    expect(strengths({ ...enough, videosWatched: 0 })).not.toContain('balanced');
  });

  it('next steps', () => {
    expect(nextSteps({ ...base, readiness: 84 })).not.toContain('simulation');
    expect(nextSteps({ ...base, readiness: 85 })).toContain('simulation');
    expect(nextSteps({ ...base, errorRate: 30 })).not.toContain('errorAnalysis');
    expect(nextSteps({ ...base, errorRate: 31 })).toContain('errorAnalysis');
    expect(nextSteps({ ...base, attempts: 20 })).not.toContain('morePractice');
    expect(nextSteps({ ...base, attempts: 19 })).toContain('morePractice');
    expect(nextSteps({ ...base, video: 50 })).not.toContain('videos');
    expect(nextSteps({ ...base, video: 49 })).toContain('videos');
  });
});

describe('summarize', () => {
  it('computes everything from the raw counts', () => {
    const summary = summarize({
      chapters: { completed: 1, total: 3 }, // 33
      videos: { completed: 1, total: 8 }, // 13
      questions: { mastered: 2, total: 3 }, // 67
      attempts: { total: 5, correct: 3 }, // error rate 40
    });
    expect(summary.shares).toEqual({ chapter: 33, quiz: 67, video: 13 });
    expect(summary.readiness).toBe(41);
    expect(summary.level).toBe('intermediate');
    expect(summary.errorRate).toBe(40);
    expect(summary.errorRateTone).toBe('red');
    expect(summary.milestones).toEqual({
      videoBasics: false,
      quizExercises: true,
      practice: false,
      examSimulation: false,
      mpuReady: false,
    });
    expect(summary.recommendations).toEqual({
      focus: ['videos', 'balanced'],
      strengths: [],
      timeline: 'intermediate',
      nextSteps: ['errorAnalysis', 'morePractice', 'videos'],
    });
  });

  it('a new user: everything zero', () => {
    const summary = summarize({
      chapters: { completed: 0, total: 0 },
      videos: { completed: 0, total: 0 },
      questions: { mastered: 0, total: 0 },
      attempts: { total: 0, correct: 0 },
    });
    expect(summary.readiness).toBe(0);
    expect(summary.level).toBe('beginner');
    expect(summary.errorRateTone).toBe('green');
    expect(summary.recommendations.strengths).toEqual([]);
  });

  it('a new learner with courses locked is told only about videos (issue 10)', () => {
    const summary = summarize(
      {
        chapters: { completed: 0, total: 28 },
        videos: { completed: 1, total: 6 },
        questions: { mastered: 0, total: 200 },
        attempts: { total: 0, correct: 0 },
      },
      { courses: false, videos: true },
    );
    expect(summary.readiness).toBe(17);
    expect(summary.recommendations.focus).toEqual([]);
    expect(summary.recommendations.nextSteps).toEqual(['videos']);
  });
});
