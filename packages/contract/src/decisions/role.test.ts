import { describe, expect, it } from 'vitest';
import { resolveRole } from './role.js';

describe('resolveRole (§4)', () => {
  const held = [21, 35, 40];

  it('takes a requested role the user holds', () => {
    expect(resolveRole({ requested: 35, current: 40, held })).toEqual({ ok: true, roleId: 35 });
  });

  it('sends a requested role the user does not hold to /401', () => {
    expect(resolveRole({ requested: 99, current: 40, held })).toEqual({ ok: false, redirect: '/401' });
    expect(resolveRole({ requested: 99, held: [] })).toEqual({ ok: false, redirect: '/401' });
  });

  it('keeps a current role that is still held', () => {
    expect(resolveRole({ current: 40, held })).toEqual({ ok: true, roleId: 40 });
    expect(resolveRole({ requested: null, current: 40, held })).toEqual({ ok: true, roleId: 40 });
    expect(resolveRole({ requested: -1, current: 40, held })).toEqual({ ok: true, roleId: 40 });
  });

  it('falls back to the first role when the current one is gone or unset', () => {
    expect(resolveRole({ current: 77, held })).toEqual({ ok: true, roleId: 21 });
    expect(resolveRole({ current: null, held })).toEqual({ ok: true, roleId: 21 });
    expect(resolveRole({ held })).toEqual({ ok: true, roleId: 21 });
  });

  it('gives the default role id -1 when the user holds none', () => {
    expect(resolveRole({ held: [] })).toEqual({ ok: true, roleId: -1 });
  });
});
