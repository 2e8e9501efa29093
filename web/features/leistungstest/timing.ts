/**
 * Timing of the Leistungstest tasks (issue 29, decision 061). One clock: performance.now().
 * - A stimulus is changed inside a requestAnimationFrame callback; that frame is painted at the next
 *   vsync, which is the time stamp of the following frame's callback: that is its onset.
 * - Keys and touches are stamped by the event's own `timeStamp` (same clock), not by when the
 *   handler ran.
 * - Tones start at a scheduled AudioContext time, mapped to performance.now() through
 *   getOutputTimestamp(), plus the context's output latency.
 */

export function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

/** Applies `change` on a frame and resolves with the time that frame became visible. */
export async function presentOnFrame(change: () => void): Promise<number> {
  await new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      change();
      resolve();
    }),
  );
  return nextFrame();
}

/** Waits `ms` (a timer: only for foreperiods and pauses, never for a measured time). */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

let audio: AudioContext | null = null;

/** Whether this browser can play the tones at all (Web Audio); the tasks say so before the start. */
export function canPlaySound(): boolean {
  return typeof AudioContext !== 'undefined';
}

/** The one AudioContext, created (or resumed) on a user's click; null when the device has none. */
export async function audioContext(): Promise<AudioContext | null> {
  if (!canPlaySound()) return null;
  audio ??= new AudioContext({ latencyHint: 'interactive' });
  if (audio.state === 'suspended') await audio.resume().catch(() => undefined);
  return audio;
}

/** Output latency of the audio device in ms (0 where the browser does not say). */
export function audioLatencyMs(context: AudioContext): number {
  return ((context.outputLatency || 0) + (context.baseLatency || 0)) * 1000;
}

/**
 * Plays a tone `inMs` from now for `durationMs`, with short ramps (no click). Resolves at once with
 * the performance.now() time at which it will be heard.
 */
export function scheduleTone(
  context: AudioContext,
  frequency: number,
  inMs: number,
  durationMs = 300,
): number {
  const start = context.currentTime + inMs / 1000;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, start);
  gain.gain.linearRampToValueAtTime(0.3, start + 0.005);
  gain.gain.setValueAtTime(0.3, start + durationMs / 1000 - 0.01);
  gain.gain.linearRampToValueAtTime(0, start + durationMs / 1000);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start(start);
  oscillator.stop(start + durationMs / 1000 + 0.02);
  const stamp = context.getOutputTimestamp?.();
  const perfNow = stamp?.performanceTime ?? performance.now();
  const contextNow = stamp?.contextTime ?? context.currentTime;
  return perfNow + (start - contextNow) * 1000 + audioLatencyMs(context);
}
