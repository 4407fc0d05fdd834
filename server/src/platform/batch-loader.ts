/**
 * Reads many keys in one round trip when many callers want them at once, and reads a lone key at
 * once. Keys asked for while a read is running wait for it to end and then go together in the
 * next, so under load one query serves a whole crowd of requests, and every read still starts
 * after its caller asked: a loader never answers from an earlier read (nothing is kept).
 */
export interface BatchLoader<K, V> {
  load(key: K): Promise<V | undefined>;
}

interface Options {
  /** Reads running at the same time; more keys wait for one to end. */
  maxInFlight?: number;
  /** Keys in one read; a larger crowd is split over several reads. */
  maxBatch?: number;
}

interface Waiter<V> {
  resolve: (value: V | undefined) => void;
  reject: (error: unknown) => void;
}

export function createBatchLoader<K, V>(
  read: (keys: K[]) => Promise<Map<K, V>>,
  { maxInFlight = 2, maxBatch = 500 }: Options = {},
): BatchLoader<K, V> {
  let waiting = new Map<K, Waiter<V>[]>();
  let inFlight = 0;
  let scheduled = false;

  async function run(batch: Map<K, Waiter<V>[]>): Promise<void> {
    try {
      const found = await read([...batch.keys()]);
      for (const [key, waiters] of batch) for (const w of waiters) w.resolve(found.get(key));
    } catch (error) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(error);
    } finally {
      inFlight -= 1;
      dispatch();
    }
  }

  function takeBatch(): Map<K, Waiter<V>[]> {
    if (waiting.size <= maxBatch) {
      const batch = waiting;
      waiting = new Map();
      return batch;
    }
    const batch = new Map<K, Waiter<V>[]>();
    for (const [key, waiters] of waiting) {
      if (batch.size === maxBatch) break;
      batch.set(key, waiters);
      waiting.delete(key);
    }
    return batch;
  }

  function dispatch(): void {
    while (waiting.size > 0 && inFlight < maxInFlight) {
      inFlight += 1;
      void run(takeBatch());
    }
  }

  return {
    load(key) {
      return new Promise<V | undefined>((resolve, reject) => {
        const waiters = waiting.get(key);
        if (waiters) waiters.push({ resolve, reject });
        else waiting.set(key, [{ resolve, reject }]);
        // Requests parsed in the same turn of the event loop join one read.
        if (!scheduled) {
          scheduled = true;
          setImmediate(() => {
            scheduled = false;
            dispatch();
          });
        }
      });
    },
  };
}
