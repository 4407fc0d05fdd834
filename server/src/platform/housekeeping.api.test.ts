import { describe, expect, it } from 'vitest';
import { rateLimitBuckets, sessions, verificationCodes } from '../db/schema/index.js';
import { testDb } from '../test/harness.js';
import { createUser } from '../test/factories.js';
import { sweepExpired } from './housekeeping.js';

const now = new Date('2026-11-22T08:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe('sweepExpired', () => {
  it('deletes rows more than a day past their end and keeps the rest', async () => {
    const user = await createUser();
    const session = {
      userId: user.id,
      roleId: 7,
      provinceShardId: 33,
      createdAt: hoursAgo(40),
      lastSeenAt: hoursAgo(40),
    };
    await testDb()
      .insert(sessions)
      .values([
        { ...session, tokenHash: 'old', expiresAt: hoursAgo(28) },
        { ...session, tokenHash: 'recent', expiresAt: hoursAgo(2) },
      ]);
    await testDb()
      .insert(verificationCodes)
      .values([
        { userId: user.id, phone: '13800000000', codeHash: 'old', createdAt: hoursAgo(30), expiresAt: hoursAgo(29) },
        { userId: user.id, phone: '13800000000', codeHash: 'new', createdAt: hoursAgo(1), expiresAt: now },
      ]);
    await testDb()
      .insert(rateLimitBuckets)
      .values([
        { key: 'sweep:old', count: 3, windowStart: hoursAgo(25) },
        { key: 'sweep:new', count: 3, windowStart: hoursAgo(1) },
      ]);
    await sweepExpired(testDb(), now);
    expect((await testDb().select().from(sessions)).map((s) => s.tokenHash)).toEqual(['recent']);
    expect((await testDb().select().from(verificationCodes)).map((c) => c.codeHash)).toEqual(['new']);
    expect((await testDb().select().from(rateLimitBuckets)).map((b) => b.key)).toEqual(['sweep:new']);
  });
});
