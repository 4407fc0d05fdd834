import path from 'node:path';
import { and, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '@pingjia/contract';
import {
  activities,
  answers,
  awardDefinitions,
  danmuMessages,
  items,
  taskGroups,
  taskStates,
} from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { findOpenTaskGroup, testPii } from '../../test/factories.js';
import { dataDirFileStore } from '../../platform/file-store/local-disk.js';
import { DEMO_PASSWORD, resetDatabase, seedDemo } from '../index.js';

/** The seed's media go to a scratch folder of this run, never to the developer's ./data. */
const seedFiles = dataDirFileStore(path.resolve('.test-data', `seed-files-${process.pid}`));

let t: TestApp;
beforeAll(async () => {
  await seedDemo(testDb(), testPii, seedFiles);
  t = await buildTestApp();
});

describe('the demo content', () => {
  it('holds an open and ended groups, every kind of activity, every item type, medals and bullet comments', async () => {
    const db = testDb();
    const groups = await db.select().from(taskGroups);
    // The content demo's two, and the reports demo's two batches.
    expect(groups).toHaveLength(4);
    expect(groups.filter((g) => (g.endTime?.getTime() ?? 0) > Date.now())).toHaveLength(1);
    const kinds = new Set((await db.select().from(activities)).map((a) => a.kind));
    expect([...kinds].sort()).toEqual(['activity', 'adaptive', 'programming', 'questionnaire', 'scenario']);
    const types = new Set((await db.select().from(items)).map((i) => i.type));
    expect([...types].sort()).toEqual(['fill', 'judge', 'multiple', 'scale', 'single', 'text', 'upload']);
    expect(await db.select().from(awardDefinitions)).toHaveLength(5);
    expect((await db.select().from(danmuMessages)).length).toBeGreaterThanOrEqual(5);
  });

  it('gives student02 and student03 finished answers with scores, and student01 nothing finished in the open group', async () => {
    const db = testDb();
    expect((await db.select().from(answers).where(eq(answers.userId, 2))).length).toBeGreaterThan(0);
    expect((await db.select().from(answers).where(eq(answers.userId, 3))).length).toBeGreaterThan(0);
    const openGroup = await findOpenTaskGroup(db);
    expect(
      await db
        .select()
        .from(taskStates)
        .where(
          and(eq(taskStates.userId, 1), eq(taskStates.taskGroupId, openGroup.id), isNotNull(taskStates.finishedAt)),
        ),
    ).toEqual([]);

    const student01 = authed(t.app, await signIn(t.app, 'student01', DEMO_PASSWORD));
    const groups = body<{ isEnded: boolean; activities: { userTaskState: number; answerDisabled: boolean }[] }[]>(
      await student01.post(api.taskInfo.getTaskInfoByUser.path, {}),
    );
    const open = groups.data.find((g) => !g.isEnded);
    expect(open?.activities.every((a) => a.userTaskState === 0 && !a.answerDisabled)).toBe(true);
  });

  it('seeds the same rows again after a reset', async () => {
    const before = (await testDb().select().from(activities)).map((a) => [a.id, a.name]);
    await resetDatabase(testDb());
    await seedDemo(testDb(), testPii, seedFiles);
    expect((await testDb().select().from(activities)).map((a) => [a.id, a.name])).toEqual(before);
  });
});
