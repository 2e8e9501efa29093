import type { PerceptionFigures } from '../schemas/leistungstest.ts';
import { shuffled } from './leistungstest-score.ts';

/**
 * Traffic perception (issue 29): a drawn traffic scene is shown for about one second; then the
 * learner marks which kinds of things it contained. Scenes are put together from parts, in random
 * places and colours, so there are far more than hundreds of them.
 */
export const SCENE_PARTS = ['pedestrian', 'bicycle', 'car', 'sign', 'trafficLight'] as const;
export type ScenePart = (typeof SCENE_PARTS)[number];
export const SCENE_MS = 1000;
/** Scenes per phase. */
export const PERCEPTION_SCENES = { practice: 2, scored: 10 } as const;
export const SCENE_SIZE = { width: 400, height: 240 } as const;
const COLOURS = ['#b91c1c', '#1d4ed8', '#15803d', '#a16207', '#6b21a8', '#0f172a'] as const;

export type PlacedPart = { kind: ScenePart; x: number; y: number; colour: string; flip: boolean };
export type Scene = { parts: PlacedPart[]; present: ScenePart[] };

/** One to four kinds of parts, one or two of each, in eight slots along the street. */
export function generateScene(random: () => number): Scene {
  const count = 1 + Math.floor(random() * 4);
  const kinds = shuffled(SCENE_PARTS.length, random)
    .slice(0, count)
    .map((i) => SCENE_PARTS[i]!);
  const slots = shuffled(8, random);
  const parts: PlacedPart[] = [];
  for (const kind of kinds) {
    const copies = kind === 'car' || kind === 'pedestrian' ? 1 + Math.floor(random() * 2) : 1;
    for (let c = 0; c < copies && slots.length > 0; c++) {
      const slot = slots.pop()!;
      const onRoad = kind === 'car' || kind === 'bicycle';
      parts.push({
        kind,
        x: 25 + slot * 46 + random() * 10,
        y: onRoad ? 150 + random() * 30 : 70 + random() * 20,
        colour: COLOURS[Math.floor(random() * COLOURS.length)]!,
        flip: random() < 0.5,
      });
    }
  }
  return { parts, present: SCENE_PARTS.filter((kind) => kinds.includes(kind)) };
}

export type PerceptionAnswer = { present: readonly ScenePart[]; marked: readonly ScenePart[] };

export function scorePerception(answers: readonly PerceptionAnswer[]): PerceptionFigures {
  const figures = { scenes: answers.length, hits: 0, misses: 0, falseAlarms: 0, correctRejections: 0 };
  for (const { present, marked } of answers)
    for (const kind of SCENE_PARTS) {
      const there = present.includes(kind);
      const said = marked.includes(kind);
      if (there && said) figures.hits++;
      else if (there) figures.misses++;
      else if (said) figures.falseAlarms++;
      else figures.correctRejections++;
    }
  return figures;
}
