import { describe, expect, it } from 'vitest';
import { returnUrlFrom } from './use-sign-in';

describe('returnUrlFrom', () => {
  it('reads returnUrl from the query', () => {
    expect(returnUrlFrom('?returnUrl=%2Fclient%2Fanswerweb%2FstuIndex')).toBe('/client/answerweb/stuIndex');
  });

  it('falls back to the client root', () => {
    expect(returnUrlFrom('')).toBe('/client/answerweb/');
  });
});
