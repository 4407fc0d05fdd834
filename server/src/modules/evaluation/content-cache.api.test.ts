import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, StoredDictType } from '@pingjia/contract';
import { dictionaries, itemOptions, items } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { studentWithActivity, submitKey } from './test-factories.js';

/*
 * The answer screen's items and the dimension tree are kept by each server (content-cache.ts):
 * an edit must reach the next call, on the server that kept the old content and on any other.
 */

const e = api.evaluation;
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  [a, b] = await Promise.all([buildTestApp(), buildTestApp()]);
});

type Setup = Awaited<ReturnType<typeof studentWithActivity>>;
type Result = { totalScore: number; dimensionScores: { dimensionId: string; parentDimensionId: string | null }[] };

async function clientOf(server: TestApp, s: Setup) {
  return authed(server.app, await signIn(server.app, s.student.loginName, TEST_PASSWORD));
}

async function handIn(client: Awaited<ReturnType<typeof clientOf>>, s: Setup): Promise<Result> {
  const reply = body<Result>(
    await client.post(e.subEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      submitKey: submitKey(),
      answers: { [String(s.choice.id)]: s.bestOption },
    }),
  );
  expect(reply.success).toBe(true);
  return reply.data;
}

async function stems(client: Awaited<ReturnType<typeof clientOf>>, s: Setup) {
  const reply = body<{ itemId: number; stem: string }[]>(
    await client.get(e.getEvaluationStemInfo.path, { activityId: String(s.activityId) }),
  );
  return reply.data.map((item) => item.stem);
}

describe('the items a server keeps', () => {
  it('score the next hand-in with an option score edited since the last one, on the server that kept it', async () => {
    const s = await studentWithActivity();
    const onA = await clientOf(a, s);
    expect((await handIn(onA, s)).totalScore).toBe(4);

    await testDb().update(itemOptions).set({ score: 3 }).where(eq(itemOptions.id, s.bestOption));
    // The one re-answer §4 allows, through the server that kept the items.
    expect((await handIn(onA, s)).totalScore).toBe(3);
  });

  it('show an edited stem and an added item at once, on the server that read them before', async () => {
    const s = await studentWithActivity();
    const onA = await clientOf(a, s);
    const onB = await clientOf(b, s);
    const before = await stems(onA, s);
    expect(await stems(onB, s)).toEqual(before);

    await testDb().update(items).set({ stem: '你每天都按时完成作业吗？' }).where(eq(items.id, s.choice.id));
    expect((await stems(onA, s))[0]).toBe('你每天都按时完成作业吗？');
    await testDb().insert(items).values({
      activityId: s.activityId,
      sort: 9,
      type: 'text',
      stem: '还有什么想说的？',
      required: 0,
      provinceShardId: s.choice.provinceShardId,
    });
    expect(await stems(onB, s)).toHaveLength(before.length + 1);
  });

  it('score with a dimension tree edited since the last hand-in', async () => {
    const s = await studentWithActivity();
    const onA = await clientOf(a, s);
    const aspectOf10 = (result: Result) =>
      result.dimensionScores.find((score) => score.dimensionId === '10')?.parentDimensionId;
    expect(aspectOf10(await handIn(onA, s))).toBe('1');

    // Indicator 10 moves under aspect 5 (the dictionary is every province's).
    const indicator = and(eq(dictionaries.dictType, StoredDictType.dimension), eq(dictionaries.dictKey, '10'));
    await testDb().update(dictionaries).set({ parentKey: '5' }).where(indicator);
    try {
      expect(aspectOf10(await handIn(onA, s))).toBe('5');
    } finally {
      await testDb().update(dictionaries).set({ parentKey: '1' }).where(indicator);
    }
  });
});
