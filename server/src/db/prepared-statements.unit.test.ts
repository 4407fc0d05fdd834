import { describe, expect, it } from 'vitest';
import { createStatementNaming } from './prepared-statements.js';

describe('createStatementNaming', () => {
  it('names a text from its third use on, with the same name each time', () => {
    const naming = createStatementNaming({ hotAfter: 3 });
    expect(naming.nameFor('select $1')).toBeUndefined();
    expect(naming.nameFor('select $1')).toBeUndefined();
    const name = naming.nameFor('select $1');
    expect(name).toMatch(/^pj_[0-9a-f]{24}$/);
    expect(naming.nameFor('select $1')).toBe(name);
  });

  it('gives different texts different names', () => {
    const naming = createStatementNaming({ hotAfter: 1 });
    expect(naming.nameFor('select $1')).not.toBe(naming.nameFor('select $2'));
  });

  it('names no more texts than its cap, and keeps the names it gave', () => {
    const naming = createStatementNaming({ hotAfter: 1, maxNamed: 2 });
    const first = naming.nameFor('a $1');
    naming.nameFor('b $1');
    expect(naming.nameFor('c $1')).toBeUndefined();
    expect(naming.nameFor('a $1')).toBe(first);
    expect(naming.namedCount).toBe(2);
  });

  it('starts its counts over rather than remember every one-off text', () => {
    const naming = createStatementNaming({ hotAfter: 2, maxCounted: 2 });
    naming.nameFor('a');
    naming.nameFor('b');
    naming.nameFor('c');
    // The counts of a and b were dropped to make room, so a needs two uses again.
    expect(naming.nameFor('a')).toBeUndefined();
    expect(naming.nameFor('a')).toBeDefined();
  });
});
