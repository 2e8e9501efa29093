import { describe, expect, it } from 'vitest';
import { paths } from '../../../../../common/paths.ts';
import { tourRunsOn } from './tour-state.ts';

describe('where the guided tour runs (decision 073)', () => {
  it('runs on the viewer’s overview', () => {
    expect(tourRunsOn(paths.dashboard, paths.dashboard)).toBe(true);
    expect(tourRunsOn(`${paths.dashboard}/`, paths.dashboard)).toBe(true);
    expect(tourRunsOn(`${paths.dashboard}?von=mail`, paths.dashboard)).toBe(true);
    expect(tourRunsOn(paths.counsellor, paths.counsellor)).toBe(true);
  });

  it('pauses on every page where the learner answers, writes or reacts, and on the way there', () => {
    for (const path of [
      paths.quiz,
      paths.quizRandom,
      paths.quizWrong,
      paths.quizCategory('c-1'),
      paths.quizQuestion('c-1', 'q-1'),
      paths.simulation,
      paths.simulationRun('r-1'),
      paths.review,
      paths.course('k-1'),
      paths.videos,
      paths.examTrainer,
      paths.leistungstest,
      paths.courses,
      paths.plan,
      paths.lexicon,
    ]) {
      expect(tourRunsOn(path, paths.dashboard), path).toBe(false);
    }
    expect(tourRunsOn(paths.dashboard, paths.counsellor)).toBe(false);
  });
});
