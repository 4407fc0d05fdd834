interface OwnerLine<T> {
  waiting: T[];
  running: number;
  /** When this owner last got a worker (a counter, not a clock); lower goes first among equals. */
  lastServed: number;
}

/**
 * Cases waiting for a worker, by student. A free worker goes to the student with the fewest
 * cases running, the longest-waiting first among equals, so a student with a hundred endless
 * loops queued holds at most their share of the workers and anyone else's case starts at the
 * next free worker.
 */
export class FairQueue<T> {
  private readonly owners = new Map<number, OwnerLine<T>>();
  private served = 0;

  push(owner: number, item: T): void {
    const line = this.owners.get(owner) ?? { waiting: [], running: 0, lastServed: -1 };
    line.waiting.push(item);
    this.owners.set(owner, line);
  }

  /** The next case to give a worker (now counted as running), or undefined when none waits. */
  next(): { owner: number; item: T } | undefined {
    let chosen: [number, OwnerLine<T>] | undefined;
    for (const entry of this.owners) {
      const [, line] = entry;
      if (line.waiting.length === 0) continue;
      const best = chosen?.[1];
      if (!best || line.running < best.running || (line.running === best.running && line.lastServed < best.lastServed))
        chosen = entry;
    }
    if (!chosen) return undefined;
    const [owner, line] = chosen;
    const item = line.waiting.shift() as T;
    line.running += 1;
    line.lastServed = this.served++;
    return { owner, item };
  }

  /** A case of this owner has finished. */
  done(owner: number): void {
    const line = this.owners.get(owner);
    if (!line) return;
    line.running -= 1;
    if (line.running === 0 && line.waiting.length === 0) this.owners.delete(owner);
  }

  /** Takes every waiting case out (the pool is closing). */
  drain(): T[] {
    const items = [...this.owners.values()].flatMap((line) => line.waiting.splice(0));
    for (const [owner, line] of this.owners) if (line.running === 0) this.owners.delete(owner);
    return items;
  }
}
