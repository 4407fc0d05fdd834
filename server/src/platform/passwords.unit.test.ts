import { verify } from '@node-rs/argon2';
import { describe, expect, it, vi } from 'vitest';
import { decoyHash, HASH_CONCURRENCY, hashPassword, verifyPassword } from './passwords.js';

// The real library, with `verify` watchable so a test can hold checks open.
vi.mock(import('@node-rs/argon2'), async (original) => {
  const real = await original();
  return { ...real, verify: vi.fn(real.verify) };
});

describe('passwords', () => {
  it('checks a password against its Argon2id hash, and refuses another or a broken hash', async () => {
    const stored = await hashPassword('Pingjia@2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Pingjia@2026')).toBe(true);
    expect(await verifyPassword(stored, 'pingjia@2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Pingjia@2026')).toBe(false);
    expect(await verifyPassword(await decoyHash(), 'Pingjia@2026')).toBe(false);
  });

  it('leaves a core to the event loop: no more checks at once than HASH_CONCURRENCY, the rest queued', async () => {
    expect(HASH_CONCURRENCY).toBeGreaterThanOrEqual(1);
    const open: (() => void)[] = [];
    vi.mocked(verify).mockClear();
    vi.mocked(verify).mockImplementation(() => new Promise<boolean>((resolve) => open.push(() => resolve(true))));
    try {
      const checks = Array.from({ length: HASH_CONCURRENCY + 3 }, () => verifyPassword('stored', 'typed'));
      await new Promise((resolve) => setImmediate(resolve));
      expect(open).toHaveLength(HASH_CONCURRENCY);
      // Each finished check lets exactly one waiting check start.
      open.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
      expect(open).toHaveLength(HASH_CONCURRENCY);
      while (open.length > 0) {
        open.shift()?.();
        await new Promise((resolve) => setImmediate(resolve));
      }
      expect(await Promise.all(checks)).toEqual(checks.map(() => true));
      expect(verify).toHaveBeenCalledTimes(HASH_CONCURRENCY + 3);
    } finally {
      vi.mocked(verify).mockRestore();
    }
  });
});
