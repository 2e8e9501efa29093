import { describe, expect, it } from 'vitest';
import { type ReactionEvent, scoreReaction } from './leistungstest-reaction.ts';

const yellow = { light: 'yellow' as const, tone: false };
const both = { light: 'yellow' as const, tone: true };
const tone = { light: null, tone: true };

/** A learner who leaves the rest key `rt` ms after each signal and presses `mt` ms later. */
function player(onsets: number[], rt: number, mt: number, signal = yellow): ReactionEvent[] {
  return onsets.flatMap((onset): ReactionEvent[] => [
    { type: 'signal', t: onset, signal },
    { type: 'release', t: onset + rt },
    { type: 'press', t: onset + rt + mt },
    { type: 'rest', t: onset + rt + mt + 200 },
  ]);
}

describe('reaction scoring (issue 29)', () => {
  it('measures reaction and motor time separately', () => {
    const figures = scoreReaction('light', player([1000, 4000, 7000], 412, 138));
    expect(figures).toEqual({
      mode: 'light',
      trials: 3,
      medianReactionMs: 412,
      medianMotorMs: 138,
      correct: 3,
      wrong: 0,
      falseStarts: 0,
      misses: 0,
    });
  });

  it('takes the median, so one slow trial does not move it', () => {
    const events = [...player([1000, 4000], 300, 100), ...player([7000], 1200, 400)];
    expect(scoreReaction('light', events).medianReactionMs).toBe(300);
    const four = [...events, ...player([10_000], 500, 100)];
    expect(scoreReaction('light', four).medianReactionMs).toBe(400);
  });

  it('counts a release before the signal, or sooner than 100 ms after it, as a false start', () => {
    const events: ReactionEvent[] = [
      { type: 'release', t: 800 },
      { type: 'rest', t: 900 },
      ...player([1000], 60, 100),
      ...player([4000], 350, 120),
    ];
    const figures = scoreReaction('light', events);
    expect(figures.falseStarts).toBe(2);
    expect(figures.correct).toBe(1);
    expect(figures.medianReactionMs).toBe(350);
  });

  it('counts no release within 1.5 s as a miss, and a late release as part of that miss', () => {
    const events: ReactionEvent[] = [
      { type: 'signal', t: 1000, signal: yellow },
      { type: 'release', t: 2700 },
      { type: 'press', t: 2800 },
      ...player([5000], 400, 100),
      { type: 'signal', t: 9000, signal: yellow },
    ];
    const figures = scoreReaction('light', events);
    expect(figures).toMatchObject({ trials: 3, misses: 2, correct: 1, falseStarts: 0 });
    expect(figures.medianReactionMs).toBe(400);
  });

  it('in the choice task reacts only to yellow light and tone together', () => {
    const events: ReactionEvent[] = [
      ...player([1000], 450, 150, both),
      ...player([4000], 420, 150, yellow), // wrong: yellow alone
      { type: 'signal', t: 7000, signal: tone }, // let pass: correct
      { type: 'signal', t: 10_000, signal: both }, // missed target
      { type: 'signal', t: 13_000, signal: { light: 'red', tone: true } }, // let pass
    ];
    expect(scoreReaction('choice', events)).toEqual({
      mode: 'choice',
      trials: 5,
      medianReactionMs: 450,
      medianMotorMs: 150,
      correct: 3,
      wrong: 1,
      falseStarts: 0,
      misses: 1,
    });
  });

  it('reports nothing measured, not zero, when every signal was missed', () => {
    const events: ReactionEvent[] = [{ type: 'signal', t: 1000, signal: yellow }];
    expect(scoreReaction('light', events)).toMatchObject({ medianReactionMs: null, misses: 1 });
    expect(scoreReaction('light', []).trials).toBe(0);
  });

  it('does not depend on the order the events arrive in', () => {
    const events = player([1000, 4000, 7000], 380, 120);
    expect(scoreReaction('light', [...events].reverse())).toEqual(scoreReaction('light', events));
  });
});
