import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dimensionScores } from '../../db/schema/index.js';
import { TEST_SHARD } from '../../test/factories.js';
import { testDb } from '../../test/harness.js';
import { replaceDimensionScores } from './hand-in-writes.js';
import type { StateKey } from './repository.js';
import { studentWithActivity } from './test-factories.js';

async function scoresOf(key: StateKey) {
  return testDb()
    .select({
      dimensionId: dimensionScores.dimensionId,
      parentDimensionId: dimensionScores.parentDimensionId,
      score: dimensionScores.score,
      level: dimensionScores.level,
      classId: dimensionScores.classId,
      schoolId: dimensionScores.schoolId,
    })
    .from(dimensionScores)
    .where(and(eq(dimensionScores.userId, key.userId), eq(dimensionScores.activityId, key.activityId)))
    .orderBy(asc(dimensionScores.dimensionId));
}

describe("an activity's dimension scores, written in one statement", () => {
  it('writes each dimension placed where the student is, rewrites the kept ones and removes the rest', async () => {
    const s = await studentWithActivity();
    const key = {
      userId: s.student.id,
      activityId: s.activityId,
      taskGroupId: s.group.id,
      provinceShardId: TEST_SHARD,
    };
    const place = { classId: s.student.classId, schoolId: s.student.schoolId };
    const now = new Date();

    await replaceDimensionScores(
      testDb(),
      key,
      [
        { dimensionId: '1', parentDimensionId: null, score: 3.5, level: 2 },
        { dimensionId: '10', parentDimensionId: '1', score: 4, level: 3 },
        { dimensionId: '20', parentDimensionId: '1', score: 1.25, level: 1 },
      ],
      now,
    );
    expect(await scoresOf(key)).toEqual([
      { dimensionId: '1', parentDimensionId: null, score: 3.5, level: 2, ...place },
      { dimensionId: '10', parentDimensionId: '1', score: 4, level: 3, ...place },
      { dimensionId: '20', parentDimensionId: '1', score: 1.25, level: 1, ...place },
    ]);

    await replaceDimensionScores(
      testDb(),
      key,
      [{ dimensionId: '10', parentDimensionId: '1', score: 2, level: 1 }],
      new Date(now.getTime() + 1000),
    );
    expect(await scoresOf(key)).toEqual([{ dimensionId: '10', parentDimensionId: '1', score: 2, level: 1, ...place }]);

    await replaceDimensionScores(testDb(), key, [], new Date(now.getTime() + 2000));
    expect(await scoresOf(key)).toEqual([]);
  });
});
