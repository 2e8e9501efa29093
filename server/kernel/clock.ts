/** The time source of every service; tests pass a fixed or moving clock. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };
