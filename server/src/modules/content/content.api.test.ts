import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, RoleCode } from '@pingjia/contract';
import { activities, items } from '../../db/schema/index.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, createUser, TEST_PASSWORD } from '../../test/factories.js';
import {
  activityDefinition,
  createTaskGroup,
  createUploadedFile,
  ensureDimensionTree,
} from '../evaluation/test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureDimensionTree();
});

async function count(table: typeof activities | typeof items): Promise<number> {
  const [row] = await testDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(table);
  return row?.n ?? 0;
}

async function activityAdmin() {
  const admin = await createUser({ roles: [{ roleCode: RoleCode.activityAdmin }] });
  return authed(t.app, await signIn(t.app, admin.loginName, TEST_PASSWORD));
}

describe('importing an activity definition', () => {
  it('needs a session and an activity admin', async () => {
    expect((await t.app.inject({ method: 'POST', url: api.content.importActivity.path, payload: {} })).statusCode).toBe(
      401,
    );
    const student = await createStudent();
    const asStudent = authed(t.app, await signIn(t.app, student.loginName, TEST_PASSWORD));
    expect((await asStudent.post(api.content.importActivity.path, {})).statusCode).toBe(403);
  });

  it('stores a valid definition with its items, options and media', async () => {
    const group = await createTaskGroup();
    const admin = await activityAdmin();
    const adminUser = await createUser();
    const photo = await createUploadedFile(adminUser.id);
    const definition = activityDefinition(group.id);
    const result = body<{ activityId: number; itemCount: number }>(
      await admin.post(api.content.importActivity.path, {
        ...definition,
        guidePage: { ...definition.guidePage, media: [photo] },
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data.itemCount).toBe(3);
  });

  it('reports every error with its path and writes nothing', async () => {
    const group = await createTaskGroup();
    const admin = await activityAdmin();
    const before = [await count(activities), await count(items)];
    const definition = activityDefinition(group.id);
    const [choice, text] = definition.items;
    const broken = {
      ...definition,
      items: [
        {
          ...choice,
          options: [
            { label: '总是', score: 4 },
            { label: '有时', score: 'two' },
          ],
        },
        { ...text, type: 'essay' },
      ],
    };
    const result = body<null>(await admin.post(api.content.importActivity.path, broken));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const paths = (result as unknown as { errors: { path: string }[] }).errors.map((error) => error.path);
    expect(paths).toEqual(expect.arrayContaining(['items[0].options[1].score', 'items[1].type']));
    expect(result.message).toContain('items[0].options[1].score');

    const unknownRefs = {
      ...definition,
      taskGroupId: 999_999,
      items: [{ ...choice, indicators: [{ indicatorId: '1' }], media: ['2026/11/missing.png'] }],
    };
    const refs = body<null>(await admin.post(api.content.importActivity.path, unknownRefs)) as unknown as {
      errors: { path: string }[];
    };
    expect(refs.errors.map((error) => error.path)).toEqual([
      'taskGroupId',
      'items[0].indicators[0].indicatorId',
      'items[0].media[0]',
    ]);
    expect([await count(activities), await count(items)]).toEqual(before);
  });

  it('keeps the engine kinds as shells without items', async () => {
    const group = await createTaskGroup();
    const admin = await activityAdmin();
    const shell = activityDefinition(group.id, { kind: 'programming' });
    expect(body(await admin.post(api.content.importActivity.path, shell)).success).toBe(true);
    const withItems = { ...activityDefinition(group.id), kind: 'adaptive' };
    const refused = body(await admin.post(api.content.importActivity.path, withItems)) as unknown as {
      errors: { path: string }[];
    };
    expect(refused.errors.map((error) => error.path)).toEqual(['items']);
  });
});
