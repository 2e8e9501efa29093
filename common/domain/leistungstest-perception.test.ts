import { describe, expect, it } from 'vitest';
import { generateScene, SCENE_PARTS, scorePerception } from './leistungstest-perception.ts';
import { seeded } from './leistungstest-score.ts';

describe('traffic perception (issue 29)', () => {
  it('puts together scenes of one to four kinds of parts, hundreds of different ones', () => {
    const random = seeded(11);
    const scenes = Array.from({ length: 500 }, () => generateScene(random));
    for (const scene of scenes) {
      expect(scene.present.length).toBeGreaterThanOrEqual(1);
      expect(scene.present.length).toBeLessThanOrEqual(4);
      expect(new Set(scene.parts.map((p) => p.kind))).toEqual(new Set(scene.present));
    }
    const distinct = new Set(
      scenes.map((s) => JSON.stringify(s.parts.map((p) => [p.kind, Math.round(p.x)]))),
    );
    expect(distinct.size).toBeGreaterThan(400);
    for (const kind of SCENE_PARTS) expect(scenes.some((s) => s.present.includes(kind))).toBe(true);
  });

  it('counts hits, misses, false alarms and correct rejections over the five kinds', () => {
    const figures = scorePerception([
      { present: ['car', 'pedestrian'], marked: ['car', 'sign'] },
      { present: ['trafficLight'], marked: ['trafficLight'] },
    ]);
    expect(figures).toEqual({ scenes: 2, hits: 2, misses: 1, falseAlarms: 1, correctRejections: 6 });
  });
});
