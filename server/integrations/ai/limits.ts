/**
 * Time limits for a configured model (issue 25): the first token within 15 s, no gap longer than that
 * between tokens, the whole answer within 60 s, an interview call within 8 s; at most one retry.
 * Past a limit the request is aborted and the caller uses its offline answer.
 */
export type AiLimits = {
  /** Until the first token of a streamed answer, and the longest gap between two tokens. */
  firstTokenMs: number;
  /** The whole streamed answer. */
  answerMs: number;
  /** One structured interview request (rewording a question or the report). */
  interviewMs: number;
};

export const DEFAULT_AI_LIMITS: AiLimits = { firstTokenMs: 15_000, answerMs: 60_000, interviewMs: 8_000 };

/** The SDK retries at most once (its default is twice, with a 600 s timeout each). */
export const AI_MAX_RETRIES = 1;

export class AiTimeout extends Error {
  readonly limit: 'first-token' | 'answer';
  constructor(limit: 'first-token' | 'answer') {
    super(`model exceeded its ${limit} limit`);
    this.limit = limit;
  }
}

/**
 * Streams what `start` streams, aborting it (through the signal it was given) when the caller's
 * signal aborts or a limit passes; then throws (AiTimeout for a limit).
 */
export async function* withinLimits(
  start: (signal: AbortSignal) => Promise<AsyncIterable<string>>,
  limits: Pick<AiLimits, 'firstTokenMs' | 'answerMs'>,
  outer?: AbortSignal,
): AsyncIterable<string> {
  const controller = new AbortController();
  const stop = (reason: unknown) => controller.abort(reason);
  const onOuter = () => stop(outer?.reason ?? new Error('aborted'));
  if (outer?.aborted) onOuter();
  outer?.addEventListener('abort', onOuter, { once: true });
  const whole = setTimeout(() => stop(new AiTimeout('answer')), limits.answerMs);
  let gap = setTimeout(() => stop(new AiTimeout('first-token')), limits.firstTokenMs);
  // Rejects as soon as the request is aborted, even when the stream itself would keep waiting.
  const aborted = new Promise<never>((_, reject) => {
    const fail = () => reject(controller.signal.reason);
    if (controller.signal.aborted) fail();
    else controller.signal.addEventListener('abort', fail, { once: true });
  });
  aborted.catch(() => undefined);
  try {
    const stream = await Promise.race([start(controller.signal), aborted]);
    const iterator = stream[Symbol.asyncIterator]();
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) return;
      clearTimeout(gap);
      gap = setTimeout(() => stop(new AiTimeout('first-token')), limits.firstTokenMs);
      yield next.value;
    }
  } catch (error) {
    throw controller.signal.aborted ? controller.signal.reason : error;
  } finally {
    clearTimeout(whole);
    clearTimeout(gap);
    outer?.removeEventListener('abort', onOuter);
    if (!controller.signal.aborted) controller.abort(new Error('stream closed'));
  }
}
