/**
 * Progress rules of the overview (SPEC §2 'Dashboard overview', §4 'Readiness level', §9).
 *
 * What each share is (decision record 012):
 * - chapter share = distinct chapters the user completed (user_progress) / all chapters (SPEC §7
 *   counts chapters unfiltered);
 * - video share = distinct completed videos / videos the user sees in the library (SPEC §5 filter:
 *   a learner with reasons sees videos whose mpu_types overlap them, admins see every type; both only
 *   in the interface language). Only completed videos inside that set count, so the share is ≤ 100;
 * - quiz share ("quiz correct share … relative to its total", SPEC §9) = exam questions whose latest
 *   answer by this user was correct / exam questions available to the user (categories whose
 *   mpu_types overlap the user's reasons or are empty, SPEC §6). Relative to the question bank, not to
 *   the attempts: ten right answers out of ten must not read as "100 % ready" when the bank has 200
 *   questions; the latest answer counts, so a question answered wrong after a right answer is open
 *   again.
 * Shares are whole percentages (rounded); every rule below uses those, so what the user reads and
 * what lights a milestone agree. The error rate is incorrect / total exam attempts, also a whole
 * percentage.
 */

export type ProgressCounts = {
  chapters: { completed: number; total: number };
  videos: { completed: number; total: number };
  questions: { mastered: number; total: number };
  attempts: { total: number; correct: number };
};

export type Level = 'beginner' | 'intermediate' | 'advanced' | 'expert';
export type ErrorRateTone = 'green' | 'yellow' | 'red';
export type Milestone = 'videoBasics' | 'quizExercises' | 'practice' | 'examSimulation' | 'mpuReady';
export type FocusItem = 'basics' | 'videos' | 'quiz' | 'balanced';
export type StrengthItem = 'consistent' | 'videos' | 'quiz' | 'balanced';
export type NextStep = 'simulation' | 'errorAnalysis' | 'morePractice' | 'videos';

/** A whole percentage of part in total; 0 when there is nothing to do yet. */
export function share(part: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(part, total) / total) * 100);
}

/** The learning areas a learner can open (issue 10: readiness and advice count only those). */
export type OpenAreas = { courses: boolean; videos: boolean };
export const ALL_OPEN: OpenAreas = { courses: true, videos: true };

/**
 * SPEC §9: round(30 % chapters + 40 % quiz + 30 % videos). Areas the learner cannot open drop out and
 * the remaining weights are scaled to 100 %, so a locked area never holds readiness down.
 */
export function readiness(
  shares: { chapter: number; quiz: number; video: number },
  open: OpenAreas = ALL_OPEN,
): number {
  const parts = [
    ...(open.courses ? [[0.3, shares.chapter] as const, [0.4, shares.quiz] as const] : []),
    ...(open.videos ? [[0.3, shares.video] as const] : []),
  ];
  const weight = parts.reduce((sum, [w]) => sum + w, 0);
  if (weight === 0) return 0;
  return Math.round(parts.reduce((sum, [w, value]) => sum + w * value, 0) / weight);
}

/** SPEC §4: >= 90 expert, >= 70 advanced, >= 40 intermediate, otherwise beginner. */
export function level(score: number): Level {
  if (score >= 90) return 'expert';
  if (score >= 70) return 'advanced';
  if (score >= 40) return 'intermediate';
  return 'beginner';
}

/** Incorrect attempts / all attempts, as a whole percentage; 0 without attempts. */
export function errorRate(attempts: { total: number; correct: number }): number {
  return share(attempts.total - attempts.correct, attempts.total);
}

/** SPEC §9: < 20 green, < 40 yellow, otherwise red. */
export function errorRateTone(rate: number): ErrorRateTone {
  if (rate < 20) return 'green';
  if (rate < 40) return 'yellow';
  return 'red';
}

export const MILESTONES: readonly Milestone[] = [
  'videoBasics',
  'quizExercises',
  'practice',
  'examSimulation',
  'mpuReady',
];

/** 'Ihr Weg zur MPU' (SPEC §2): which milestones are lit. */
export function milestones(s: { chapter: number; quiz: number; video: number; readiness: number }) {
  return {
    videoBasics: s.video >= 25,
    quizExercises: s.quiz >= 25,
    practice: s.video >= 50 && s.quiz >= 50,
    examSimulation: s.chapter >= 75,
    mpuReady: s.readiness >= 80,
  } satisfies Record<Milestone, boolean>;
}

type RecommendationInput = {
  readiness: number;
  quiz: number;
  video: number;
  errorRate: number;
  attempts: number;
  /** Videos watched to the end (a count, not a share). */
  videosWatched: number;
};

/**
 * 'balanced' needs some learning behind it (issue 28, a departure from SPEC §9, decision 048):
 * 0 % videos against 1 % questions is not balanced learning, it is no learning yet.
 */
export const BALANCED_MIN = { attempts: 20, videosWatched: 1 };

/** SPEC §9 'Focus'. The video/quiz gap needs more than 20 points; both directions exclude each other. */
export function focus(r: RecommendationInput): FocusItem[] {
  const out: FocusItem[] = [];
  if (r.errorRate > 40) out.push('basics');
  if (r.video < r.quiz - 20) out.push('videos');
  else if (r.quiz < r.video - 20) out.push('quiz');
  if (r.readiness < 50) out.push('balanced');
  return out;
}

/**
 * SPEC §9 'Strengths'. 'balanced' (difference < 15) is only claimed after at least
 * `BALANCED_MIN` answers and videos (decisions 012, 048).
 */
export function strengths(r: RecommendationInput): StrengthItem[] {
  const out: StrengthItem[] = [];
  if (r.errorRate < 20 && r.attempts > 10) out.push('consistent');
  if (r.video > 80) out.push('videos');
  if (r.quiz > 80) out.push('quiz');
  const enough = r.attempts >= BALANCED_MIN.attempts && r.videosWatched >= BALANCED_MIN.videosWatched;
  if (Math.abs(r.video - r.quiz) < 15 && enough) out.push('balanced');
  return out;
}

/** SPEC §9 'Next steps'. */
export function nextSteps(r: RecommendationInput): NextStep[] {
  const out: NextStep[] = [];
  if (r.readiness >= 85) out.push('simulation');
  if (r.errorRate > 30) out.push('errorAnalysis');
  if (r.attempts < 20) out.push('morePractice');
  if (r.video < 50) out.push('videos');
  return out;
}

/**
 * SPEC §9 'Timeline' per level: advanced 2–4 weeks, intermediate 4–8 weeks, expert ready to register.
 * The spec gives none for beginners; the text says "more than 8 weeks" (an estimate, no promise).
 */
export function timeline(l: Level): Level {
  return l;
}

/** A recommendation is only given when the learner can act on it (issue 10). */
function isOpen(item: FocusItem | NextStep, open: OpenAreas): boolean {
  if (item === 'videos') return open.videos;
  if (item === 'balanced') return open.videos && open.courses;
  return open.courses;
}

/** Everything the overview shows, from the raw counts of one user and the areas they can open. */
export function summarize(counts: ProgressCounts, open: OpenAreas = ALL_OPEN) {
  const shares = {
    chapter: share(counts.chapters.completed, counts.chapters.total),
    quiz: share(counts.questions.mastered, counts.questions.total),
    video: share(counts.videos.completed, counts.videos.total),
  };
  const score = readiness(shares, open);
  const rate = errorRate(counts.attempts);
  const input = {
    readiness: score,
    quiz: shares.quiz,
    video: shares.video,
    errorRate: rate,
    attempts: counts.attempts.total,
    videosWatched: counts.videos.completed,
  };
  return {
    shares,
    readiness: score,
    level: level(score),
    errorRate: rate,
    errorRateTone: errorRateTone(rate),
    milestones: milestones({ ...shares, readiness: score }),
    recommendations: {
      focus: focus(input).filter((item) => isOpen(item, open)),
      strengths: strengths(input),
      timeline: timeline(level(score)),
      nextSteps: nextSteps(input).filter((item) => isOpen(item, open)),
    },
  };
}
export type ProgressSummary = ReturnType<typeof summarize>;
