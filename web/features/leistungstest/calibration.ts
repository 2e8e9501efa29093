import { median } from '../../../common/domain/leistungstest-score.ts';

/**
 * What the calibration measured on this device (issue 29): how long a frame lasts (a signal appears
 * on a frame, so this is the display's granularity), how late key events reach the page, and the
 * audio output latency. `latencyMs` is the sum of the input delay and one frame: how much later
 * than on an ideal device a reaction can be measured.
 */
export type Calibration = {
  frameMs: number;
  inputDelayMs: number;
  audioMs: number | null;
  latencyMs: number;
};

/** The median interval between `count` animation frames. */
export async function measureFrames(count = 30): Promise<number> {
  const stamps: number[] = [];
  await new Promise<void>((resolve) => {
    const step = (t: number) => {
      stamps.push(t);
      if (stamps.length > count) resolve();
      else requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
  return median(stamps.slice(1).map((t, i) => t - stamps[i]!)) ?? 16.7;
}

/** From the handler's run time and the events' time stamps of the learner's test presses. */
export function summarise(
  frameMs: number,
  inputDelays: readonly number[],
  audioMs: number | null,
): Calibration {
  const inputDelayMs = Math.max(0, median(inputDelays) ?? 0);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    frameMs: round(frameMs),
    inputDelayMs: round(inputDelayMs),
    audioMs: audioMs === null ? null : round(audioMs),
    latencyMs: round(inputDelayMs + frameMs),
  };
}
