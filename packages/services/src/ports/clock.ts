/** The time, passed in so that use cases and their tests agree on "now". */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
