import { describe, expect, it } from 'vitest';
import { FairQueue } from './fair-queue.js';

/** Takes `count` cases as free workers would, naming whose each one is. */
const take = (queue: FairQueue<string>, count: number) =>
  Array.from({ length: count }, () => queue.next()?.item ?? 'none');

describe('the fair queue of cases waiting for a worker', () => {
  it('gives a free worker to the student with the fewest cases running, whoever queued first', () => {
    const queue = new FairQueue<string>();
    for (let index = 1; index <= 4; index++) queue.push(1, `a${index}`);
    // Two workers, both busy with student 1's cases when student 2 queues.
    expect(take(queue, 2)).toEqual(['a1', 'a2']);
    queue.push(2, 'b1');
    queue.push(2, 'b2');
    queue.done(1);
    expect(take(queue, 1)).toEqual(['b1']);
    // Each now runs one: the worker that frees goes to whoever runs fewer.
    queue.done(1);
    expect(take(queue, 1)).toEqual(['a3']);
    queue.done(2);
    expect(take(queue, 1)).toEqual(['b2']);
    queue.done(1);
    queue.done(2);
    expect(take(queue, 2)).toEqual(['a4', 'none']);
  });

  it('takes turns among equals, the one served longest ago first', () => {
    const queue = new FairQueue<string>();
    for (const owner of [1, 2, 3]) for (const round of [1, 2]) queue.push(owner, `${owner}.${round}`);
    const order: string[] = [];
    for (let turn = 0; turn < 6; turn++) {
      const next = queue.next();
      if (!next) break;
      order.push(next.item);
      queue.done(next.owner);
    }
    expect(order).toEqual(['1.1', '2.1', '3.1', '1.2', '2.2', '3.2']);
  });

  it('hands back every waiting case when the pool closes', () => {
    const queue = new FairQueue<string>();
    queue.push(1, 'a1');
    queue.push(2, 'b1');
    queue.next();
    expect(queue.drain()).toEqual(['b1']);
    expect(queue.next()).toBeUndefined();
  });
});
