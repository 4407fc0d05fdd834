import path from 'node:path';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectationLine, MIN_REPORT_GROUP, StoredDictType, valueAddedByUnit } from '@pingjia/contract';
import {
  answers,
  classProgress,
  dictionaries,
  dimensionScores,
  reportClassScores,
  reportPublications,
  reportStudentScores,
  taskGroups,
  taskStates,
  users,
} from '../../db/schema/index.js';
import { dataDirFileStore } from '../../platform/file-store/local-disk.js';
import { dimensionParents, loadItems } from '../../modules/evaluation/repository.js';
import { scoreDimensions } from '../../modules/evaluation/scoring.js';
import { publicationForSchool } from '../../modules/reports/publication.js';
import { testDb } from '../../test/harness.js';
import { testPii } from '../../test/factories.js';
import { resetDatabase, seedDemo } from '../index.js';
import { REPORT_GROUPS } from './content.js';

/** The seed's media go to a scratch folder of this run, never to the developer's ./data. */
const seedFiles = dataDirFileStore(path.resolve('.test-data', `seed-files-${process.pid}`));

const SCHOOL_1 = 1;
const STUDENT01 = 1;

let batch1: number;
let batch2: number;

async function groupNamed(name: string): Promise<number> {
  const [group] = await testDb().select().from(taskGroups).where(eq(taskGroups.name, name));
  if (!group) throw new Error(`no group ${name}`);
  return group.id;
}

async function overallScores(taskGroupId: number) {
  return testDb()
    .select({
      userId: reportStudentScores.userId,
      classId: reportStudentScores.classId,
      score: reportStudentScores.score,
    })
    .from(reportStudentScores)
    .where(and(eq(reportStudentScores.taskGroupId, taskGroupId), eq(reportStudentScores.dimensionId, 'overall')));
}

beforeAll(async () => {
  await seedDemo(testDb(), testPii, seedFiles);
  batch1 = await groupNamed(REPORT_GROUPS['1'].name);
  batch2 = await groupNamed(REPORT_GROUPS['2'].name);
});

describe('the reports demo', () => {
  it("fills 求是实验学校's classes to 30 students and more, student01's among them", async () => {
    const classes = await testDb()
      .select({ classId: users.classId, students: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.schoolId, SCHOOL_1), eq(users.userType, 1)))
      .groupBy(users.classId)
      .orderBy(asc(users.classId));
    expect(classes.length).toBeGreaterThanOrEqual(2);
    for (const { students } of classes) expect(students).toBeGreaterThanOrEqual(30);
    const [student01] = await testDb().select().from(users).where(eq(users.id, STUDENT01));
    expect(classes.map((c) => c.classId)).toContain(student01?.classId);
  });

  it('tags the demo task groups that report with a report year and batch of the dictionaries, the two report groups 2025 / 1 and 2', async () => {
    const all = await testDb().select().from(taskGroups);
    // The open autumn term has no report yet.
    expect(all.filter((group) => group.reportYear === null).map((group) => group.name)).toEqual([
      '2026学年第一学期综合素质评价',
    ]);
    const groups = all.filter((group) => group.reportYear !== null);
    const keys = await testDb()
      .select({ type: dictionaries.dictType, key: dictionaries.dictKey })
      .from(dictionaries)
      .where(inArray(dictionaries.dictType, [StoredDictType.reportYear, StoredDictType.evaluationBatch]));
    const known = new Set(keys.map((row) => `${row.type}:${row.key}`));
    for (const group of groups) {
      expect(known).toContain(`reportYear:${group.reportYear}`);
      expect(known).toContain(`evaluationBatch:${group.evaluationBatch}`);
    }
    const tags = (id: number) => groups.filter((g) => g.id === id).map((g) => [g.reportYear, g.evaluationBatch]);
    expect([...tags(batch1), ...tags(batch2)]).toEqual([
      ['2025', '1'],
      ['2025', '2'],
    ]);
  });

  it("gives student01's class both batches, over the minimum group, with student01 in each", async () => {
    const rows = await testDb()
      .select()
      .from(reportClassScores)
      .where(and(eq(reportClassScores.classId, 1), eq(reportClassScores.dimensionId, 'overall')));
    const byGroup = new Map(rows.map((row) => [row.taskGroupId, row]));
    expect(byGroup.get(batch1)?.students).toBeGreaterThanOrEqual(30);
    expect(byGroup.get(batch2)?.students).toBeGreaterThanOrEqual(30);
    for (const group of [batch1, batch2]) {
      expect((await overallScores(group)).map((row) => row.userId)).toContain(STUDENT01);
    }
  });

  it('leaves a few students without batch 2 and a few with batch 2 only', async () => {
    const first = new Set((await overallScores(batch1)).map((row) => row.userId));
    const second = new Set((await overallScores(batch2)).map((row) => row.userId));
    const missedSecond = [...first].filter((id) => !second.has(id));
    const onlySecond = [...second].filter((id) => !first.has(id));
    expect(missedSecond.length).toBeGreaterThanOrEqual(4);
    expect(onlySecond.length).toBeGreaterThanOrEqual(4);
    expect(missedSecond.length).toBeLessThan(first.size / 10);
  });

  it('makes batch 2 follow batch 1, with classes growing differently', async () => {
    const before = new Map((await overallScores(batch1)).map((row) => [row.userId, row.score]));
    const pairs = (await overallScores(batch2)).flatMap((row) => {
      const earlier = before.get(row.userId);
      return earlier === undefined ? [] : [{ unitId: row.classId ?? 0, before: earlier, after: row.score }];
    });
    // A student's batch 1 predicts their batch 2: the line of after on before rises clearly.
    expect(expectationLine(pairs).slope).toBeGreaterThan(0.5);
    const classes = valueAddedByUnit(pairs);
    expect(classes).toHaveLength(4);
    for (const unit of classes) expect(unit.paired).toBeGreaterThanOrEqual(MIN_REPORT_GROUP);
    const changes = classes.map((unit) => unit.change ?? 0);
    expect(Math.max(...changes) - Math.min(...changes)).toBeGreaterThanOrEqual(3);
    // Against what their starting level predicted, some classes come out above and some below.
    const expected = classes.map((unit) => unit.againstExpected ?? 0);
    expect(new Set(expected.map((value) => Math.sign(value))).size).toBeGreaterThan(1);
  });

  it('publishes batch 1 to areaadmin01’s district, and leaves batch 2 unpublished', async () => {
    const published = await testDb().select().from(reportPublications);
    expect(published.map((row) => [row.taskGroupId, row.scope, row.scopeId, row.publishedBy])).toEqual([
      [batch1, 'region', 4, 10],
    ]);
    expect((await publicationForSchool(testDb(), batch1, SCHOOL_1)).published).toBe(true);
    expect((await publicationForSchool(testDb(), batch2, SCHOOL_1)).published).toBe(false);
  });

  it('records each scored activity as handed in, so progress counts it done', async () => {
    const scored = await testDb()
      .selectDistinct({ userId: dimensionScores.userId, activityId: dimensionScores.activityId })
      .from(dimensionScores)
      .where(inArray(dimensionScores.taskGroupId, [batch1, batch2]));
    const states = await testDb()
      .select()
      .from(taskStates)
      .where(and(inArray(taskStates.taskGroupId, [batch1, batch2]), isNotNull(taskStates.finishedAt)));
    const handedIn = await testDb()
      .select()
      .from(answers)
      .where(inArray(answers.taskGroupId, [batch1, batch2]));
    expect(states).toHaveLength(scored.length);
    expect(handedIn).toHaveLength(scored.length);
    const [done] = await testDb()
      .select({ done: sql<number>`sum(${classProgress.done})::int` })
      .from(classProgress)
      .where(inArray(classProgress.taskGroupId, [batch1, batch2]));
    expect(done?.done).toBe(scored.length);
  });

  it('stores the scores its answers give', async () => {
    const sample = await testDb()
      .select()
      .from(answers)
      .where(inArray(answers.taskGroupId, [batch1, batch2]))
      .orderBy(asc(answers.id))
      .limit(5);
    const parents = await dimensionParents(testDb());
    for (const answer of sample) {
      const stored = await testDb()
        .select({ dimensionId: dimensionScores.dimensionId, score: dimensionScores.score })
        .from(dimensionScores)
        .where(and(eq(dimensionScores.userId, answer.userId), eq(dimensionScores.activityId, answer.activityId)));
      const items = await loadItems(testDb(), answer.activityId);
      const scoring = items.map((item) => ({ ...item, options: item.options.map(({ id, score }) => ({ id, score })) }));
      const expected = scoreDimensions(scoring, answer.answers, parents).map(({ dimensionId, score }) => ({
        dimensionId,
        score,
      }));
      expect(stored.sort((a, b) => a.dimensionId.localeCompare(b.dimensionId))).toEqual(
        expected.sort((a, b) => a.dimensionId.localeCompare(b.dimensionId)),
      );
      expect(answer.result).toMatchObject({ answerId: answer.id, activityId: answer.activityId });
    }
  });

  it('seeds the same students and scores again after a reset', async () => {
    const snapshot = async () => ({
      students: await testDb()
        .select({ id: users.id, loginName: users.loginName, userName: users.userName, classId: users.classId })
        .from(users)
        .where(eq(users.userType, 1))
        .orderBy(asc(users.id)),
      // The report groups' rows; the content demo dates its own answers from the day it runs.
      scores: await testDb()
        .select()
        .from(reportStudentScores)
        .where(inArray(reportStudentScores.taskGroupId, [batch1, batch2]))
        .orderBy(
          asc(reportStudentScores.taskGroupId),
          asc(reportStudentScores.userId),
          asc(reportStudentScores.dimensionId),
        ),
    });
    const before = await snapshot();
    await resetDatabase(testDb());
    await seedDemo(testDb(), testPii, seedFiles);
    expect(await snapshot()).toEqual(before);
  });
});
