import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RoleCode } from '@pingjia/contract';
import { exportJobs } from '../../db/schema/index.js';
import { createAreaAdmin, TEST_SHARD } from '../../test/factories.js';
import type { QueueRules } from '../../platform/jobs/lease.js';
import { testDb } from '../../test/harness.js';
import { exportQueue, recordProgress, type ExportJobRow } from './repository.js';

// The queue alone, without a server (so no worker of this file claims anything): what several
// server instances sharing one database see.

const rules: QueueRules = { leaseSeconds: 30, maxAttempts: 3 };
let ownerUserId: number;

beforeAll(async () => {
  ownerUserId = (await createAreaAdmin()).id;
});

async function job(values: Partial<typeof exportJobs.$inferInsert> & { heartbeatAgoSeconds?: number } = {}) {
  const { heartbeatAgoSeconds, ...rest } = values;
  const [row] = await testDb()
    .insert(exportJobs)
    .values({
      ownerUserId,
      roleId: RoleCode.areaAdmin,
      provinceShardId: TEST_SHARD,
      kind: 'completionStatus',
      query: { taskGroupId: 1 },
      locale: 'zh-CN',
      scopeName: '西湖区',
      ...rest,
      ...(heartbeatAgoSeconds === undefined
        ? {}
        : { heartbeatAt: sql`now() - make_interval(secs => ${heartbeatAgoSeconds})` }),
    })
    .returning();
  if (!row) throw new Error('job not inserted');
  return row;
}

async function stateOf(id: string) {
  const [row] = await testDb().select().from(exportJobs).where(eq(exportJobs.id, id));
  return row;
}

const clear = () => testDb().delete(exportJobs);

describe('the export queue', () => {
  it('gives two servers claiming at once two different jobs, oldest first, and a third nothing', async () => {
    await clear();
    const first = await job();
    const second = await job();
    const claims = await Promise.all([
      exportQueue.claimNext(testDb(), 'server-a', rules),
      exportQueue.claimNext(testDb(), 'server-b', rules),
    ]);
    const claimed = claims.filter((claim): claim is ExportJobRow => claim !== undefined);
    expect(claimed.map((claim) => claim.id).sort()).toEqual([first.id, second.id].sort());
    expect(claimed.map((claim) => claim.claimedBy).sort()).toEqual(['server-a', 'server-b']);
    expect(claimed.every((claim) => claim.state === 'running' && claim.attempts === 1)).toBe(true);
    expect(await exportQueue.claimNext(testDb(), 'server-c', rules)).toBeUndefined();
  });

  it('leaves a running job alone while its server beats, and lets only that server report on it', async () => {
    await clear();
    const running = await job();
    await exportQueue.claimNext(testDb(), 'server-a', rules);
    expect(await exportQueue.claimNext(testDb(), 'server-b', rules)).toBeUndefined();
    expect(await recordProgress(testDb(), running.id, 'server-b', { doneRows: 5, totalRows: 9 })).toBe(false);
    expect(await recordProgress(testDb(), running.id, 'server-a', { doneRows: 5, totalRows: 9 })).toBe(true);
    expect(await stateOf(running.id)).toMatchObject({ claimedBy: 'server-a', doneRows: 5, totalRows: 9 });
  });

  it('hands a job whose server stopped beating to the next server, which starts it over', async () => {
    await clear();
    const orphan = await job({
      state: 'running',
      claimedBy: 'dead',
      heartbeatAgoSeconds: 31,
      attempts: 1,
      doneRows: 4,
    });
    const claimed = await exportQueue.claimNext(testDb(), 'server-b', rules);
    expect(claimed).toMatchObject({ id: orphan.id, claimedBy: 'server-b', attempts: 2, doneRows: 0 });
    // The dead server, were it to wake, no longer holds it.
    expect(await recordProgress(testDb(), orphan.id, 'dead')).toBe(false);
  });

  it('fails an orphan that has used all its claims, so it can be started again rather than loop', async () => {
    await clear();
    const worn = await job({ state: 'running', claimedBy: 'dead', heartbeatAgoSeconds: 60, attempts: 3 });
    expect(await exportQueue.claimNext(testDb(), 'server-b', rules)).toBeUndefined();
    await exportQueue.failExhausted(testDb(), rules);
    expect(await stateOf(worn.id)).toMatchObject({ state: 'failed', failure: 'interrupted', claimedBy: null });
  });

  it('takes back a job a stopping server hands in, without counting that claim', async () => {
    await clear();
    const handed = await job();
    await exportQueue.claimNext(testDb(), 'server-a', rules);
    await exportQueue.release(testDb(), handed.id, 'server-a');
    expect(await stateOf(handed.id)).toMatchObject({ state: 'queued', claimedBy: null, attempts: 0 });
    expect(await exportQueue.claimNext(testDb(), 'server-b', rules)).toMatchObject({ id: handed.id, attempts: 1 });
  });
});
