import { describe, expect, it } from 'vitest';
import { chooseCurrentChild } from './child.js';

const children = [{ id: 11 }, { id: 12 }, { id: 13 }];

describe('chooseCurrentChild (§4 parent role)', () => {
  it('prefers the requested child, matching ids across string and number', () => {
    expect(chooseCurrentChild(children, '13', 12)).toEqual({ id: 13 });
  });

  it('falls back to the previously chosen child when the request is not a linked child', () => {
    expect(chooseCurrentChild(children, 99, 12)).toEqual({ id: 12 });
    expect(chooseCurrentChild(children, '', '12')).toEqual({ id: 12 });
  });

  it('falls back to the first child', () => {
    expect(chooseCurrentChild(children, null, 99)).toEqual({ id: 11 });
    expect(chooseCurrentChild(children)).toEqual({ id: 11 });
  });

  it('has no current child without linked children', () => {
    expect(chooseCurrentChild([], 11, 12)).toBeNull();
  });
});
