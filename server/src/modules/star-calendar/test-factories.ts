import { starActivityRecords } from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import { TEST_SHARD } from '../../test/factories.js';

export async function createStarRecord(
  studentId: number,
  overrides: { tabType?: number; stars?: number; recordDate?: string; title?: string } = {},
) {
  const [row] = await testDb()
    .insert(starActivityRecords)
    .values({
      studentId,
      tabType: overrides.tabType ?? 3,
      title: overrides.title ?? '跳绳 300 个',
      stars: overrides.stars ?? 2,
      recordDate: overrides.recordDate ?? '2026-11-05',
      createdBy: studentId,
      provinceShardId: TEST_SHARD,
    })
    .returning();
  if (!row) throw new Error('star record not created');
  return row;
}
