import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, generateTransportKeyPair, sealForServer, TRANSPORT_MAX_AGE_MS } from '@pingjia/contract';
import { transportKeys } from '../../db/schema/index.js';
import { testDb, TEST_PII_KEY } from '../../test/harness.js';
import { AppError } from '../app-error.js';
import { createPii } from '../pii.js';
import { createTransportKeys } from './keys.js';
import { createPgNonceStore } from './nonces.js';

const pii = createPii(TEST_PII_KEY);
const NOW = new Date();

/** One server's transport keys on this file's database. */
const serverKeys = () =>
  createTransportKeys({ db: testDb(), pii, nonces: createPgNonceStore(testDb()), clock: () => NOW });

async function refusal(opening: Promise<unknown>): Promise<number | 'opened'> {
  try {
    await opening;
    return 'opened';
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

/** A key as another server of the deployment would add it, newer than every key so far. */
async function addKey(createdAt: Date) {
  const pair = generateTransportKeyPair();
  await testDb()
    .insert(transportKeys)
    .values({
      keyId: pair.keyId,
      publicKey: pair.publicKey,
      privateKeyEncrypted: pii.encrypt(pair.privateKey),
      createdAt,
    });
  return pair;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('transport keys', () => {
  it('publishes one key to every server, and opens each value sealed to it once', async () => {
    const [first, second] = [serverKeys(), serverKeys()];
    const key = await first.current();
    expect(await second.current()).toEqual(key);
    expect(await first.current()).toEqual(key);
    const sealed = sealForServer('Pingjia@2026', key, NOW.getTime());
    expect(await second.openSealed(sealed)).toBe('Pingjia@2026');
    expect(await refusal(first.openSealed(sealed))).toBe(ErrorCode.InvalidCiphertext);
    expect(await refusal(second.openSealed(sealForServer('x', key, NOW.getTime() - TRANSPORT_MAX_AGE_MS - 1)))).toBe(
      ErrorCode.InvalidCiphertext,
    );
    expect(await refusal(second.openSealed('v1.not.a.sealed.value.x'))).toBe(ErrorCode.InvalidCiphertext);
  });

  it('opens a value sealed to a key another server added after this one read its keys', async () => {
    const keys = serverKeys();
    await keys.current();
    const added = await addKey(new Date(Date.now() + 1000));
    expect(await keys.openSealed(sealForServer('abc123', added, NOW.getTime()))).toBe('abc123');
  });

  it('refuses a retired key, and publishes the newest key, within a minute of the change', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const keys = serverKeys();
    const newest = await addKey(new Date(Date.now() + 60_000));
    expect(await keys.current()).toEqual({ keyId: newest.keyId, publicKey: newest.publicKey });
    const successor = await addKey(new Date(Date.now() + 120_000));
    await testDb().update(transportKeys).set({ retiredAt: NOW }).where(eq(transportKeys.keyId, newest.keyId));
    vi.advanceTimersByTime(60_000);
    expect(await keys.current()).toEqual({ keyId: successor.keyId, publicKey: successor.publicKey });
    expect(await refusal(keys.openSealed(sealForServer('abc123', newest, NOW.getTime())))).toBe(
      ErrorCode.InvalidCiphertext,
    );
    expect(await keys.openSealed(sealForServer('abc123', successor, NOW.getTime()))).toBe('abc123');
  });
});
