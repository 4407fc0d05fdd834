/** Runs a task when a place is free; the rest wait their turn in the order they came. */
export type ConcurrencyLimit = <T>(task: () => Promise<T>) => Promise<T>;

/** At most `max` tasks run at once; a finishing task hands its place straight to the longest waiting. */
export function limitConcurrency(max: number): ConcurrencyLimit {
  if (!Number.isInteger(max) || max < 1)
    throw new RangeError(`a concurrency limit must be a whole number ≥ 1, not ${max}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (running < max) running += 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
