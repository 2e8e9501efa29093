/**
 * Coalesces calls that arrive in the same turn of the event loop into one call of `run` (the
 * DataLoader pattern): under load many requests share one database round trip, alone a call waits
 * only for setImmediate. `run` gets the inputs in order and returns one output per input.
 * Nothing is cached: every call still reads or writes the database.
 */
export function createBatcher<I, O>(run: (inputs: I[]) => Promise<O[]>, maxBatch = 200) {
  let queue: { input: I; resolve: (value: O) => void; reject: (error: unknown) => void }[] = [];

  async function flush(batch: typeof queue) {
    try {
      const outputs = await run(batch.map((entry) => entry.input));
      for (const [i, entry] of batch.entries()) entry.resolve(outputs[i]!);
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }

  function schedule() {
    setImmediate(() => {
      const pending = queue;
      queue = [];
      for (let i = 0; i < pending.length; i += maxBatch) void flush(pending.slice(i, i + maxBatch));
    });
  }

  return (input: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      if (queue.length === 0) schedule();
      queue.push({ input, resolve, reject });
    });
}
