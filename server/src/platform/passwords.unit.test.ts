import { describe, expect, it } from 'vitest';
import { decoyHash, hashPassword, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('checks a password against its Argon2id hash, and refuses another or a broken hash', async () => {
    const stored = await hashPassword('Pingjia@2026');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Pingjia@2026')).toBe(true);
    expect(await verifyPassword(stored, 'pingjia@2026')).toBe(false);
    expect(await verifyPassword('not a hash', 'Pingjia@2026')).toBe(false);
    expect(await verifyPassword(await decoyHash(), 'Pingjia@2026')).toBe(false);
  });
});
