import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { dictionaries } from '../../db/schema/index.js';
import { DICTIONARY_ROWS } from '../../seed/dictionaries.js';
import { authed, body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { createStudent, TEST_PASSWORD } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await testDb().insert(dictionaries).values(DICTIONARY_ROWS);
});

async function asStudent() {
  const student = await createStudent();
  return authed(t.app, await signIn(t.app, student.loginName, TEST_PASSWORD));
}

describe('dictionaries', () => {
  it('need a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: api.dict.getDimensionList.path })).statusCode).toBe(401);
  });

  it('serve the dimension tree with the five aspects and their indicators', async () => {
    const tree = body<{ id: string; name: string; children: { id: string }[] }[]>(
      await (await asStudent()).get(api.dict.getDimensionList.path),
    );
    expect(tree.data.map((node) => node.id)).toEqual(['1', '2', '3', '4', '5']);
    expect(tree.data[0]?.children.map((child) => child.id)).toEqual(['10', '11', '12']);
  });

  it('serve the report mapping as dictId → reportId', async () => {
    const mapping = body<{ dataList: { dictId: string; reportId: string }[] }>(
      await (await asStudent()).get(api.dict.getReportMapping.path),
    );
    expect(mapping.data.dataList[0]).toEqual({ dictId: '1', reportId: '101' });
  });

  it('serve a flat dictionary by type and refuse an unknown type', async () => {
    const student = await asStudent();
    const grades = body<{ dictId: string; dictLabel: string }[]>(
      await student.get(api.dict.getDictByDictType.path, { dictType: 'grade' }),
    );
    expect(grades.data[6]).toMatchObject({ dictId: '7', dictLabel: '七年级' });
    expect(body(await student.get(api.dict.getDictByDictType.path, { dictType: 'passwords' }))).toMatchObject({
      success: false,
      code: ErrorCode.ValidationFailed,
    });
  });
});
