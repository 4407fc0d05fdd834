import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPii, loadPiiKey } from './pii.js';

const pii = createPii(Buffer.alloc(32, 1));

describe('pii', () => {
  it('round-trips and never repeats a ciphertext', () => {
    const a = pii.encrypt('330106201303150318');
    expect(pii.decrypt(a)).toBe('330106201303150318');
    expect(pii.encrypt('330106201303150318')).not.toBe(a);
    expect(a).not.toContain('3301062013');
  });

  it('refuses a tampered ciphertext and another key', () => {
    const sealed = pii.encrypt('secret');
    // The second-to-last character always carries ciphertext bits (the last may carry only padding).
    const tampered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => pii.decrypt(tampered)).toThrow();
    expect(() => createPii(Buffer.alloc(32, 2)).decrypt(sealed)).toThrow();
  });

  it('hashes equal numbers equally, ignoring case and spaces, and differently under another key', () => {
    expect(pii.keyedHash(' 11010520150101123x ')).toBe(pii.keyedHash('11010520150101123X'));
    expect(createPii(Buffer.alloc(32, 2)).keyedHash('x')).not.toBe(pii.keyedHash('x'));
  });

  it('creates a key file once and reads it back; PII_KEY wins', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pii-'));
    try {
      const first = await loadPiiKey(dir, undefined);
      expect(await loadPiiKey(dir, undefined)).toEqual(first);
      const stat = await fs.stat(path.join(dir, 'keys', 'pii.key'));
      expect(stat.mode & 0o777).toBe(0o600);
      expect(await loadPiiKey(dir, 'ab'.repeat(32))).toEqual(Buffer.alloc(32, 0xab));
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
