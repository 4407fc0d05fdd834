import { describe, expect, it } from 'vitest';
import { leadsToGuard, ROUTER_BASENAME } from './route-table';

const address = (path: string) => `${ROUTER_BASENAME}${path}`;

describe('which addresses the guard will run for (its first calls go out at app start)', () => {
  it('the guarded pages, the root and the aliases that send on to them', () => {
    expect(leadsToGuard(address('/stuIndex'), ROUTER_BASENAME)).toBe(true);
    expect(leadsToGuard(address('/adminIndex/page'), ROUTER_BASENAME)).toBe(true);
    expect(leadsToGuard(address('/'), ROUTER_BASENAME)).toBe(true);
    expect(leadsToGuard(address('/adminIndex'), ROUTER_BASENAME)).toBe(true);
    expect(leadsToGuard(address('/parentIndex'), ROUTER_BASENAME)).toBe(true);
  });

  it('not the error pages, unknown addresses or addresses outside the app', () => {
    expect(leadsToGuard(address('/401'), ROUTER_BASENAME)).toBe(false);
    expect(leadsToGuard(address('/noPermission'), ROUTER_BASENAME)).toBe(false);
    expect(leadsToGuard(address('/no-such-page'), ROUTER_BASENAME)).toBe(false);
    expect(leadsToGuard('/sso/', ROUTER_BASENAME)).toBe(false);
  });
});
