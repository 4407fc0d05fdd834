import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, TOKEN_HEADER } from '@pingjia/contract';
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

describe('dictionary versions (§9: the browser keeps its copy)', () => {
  async function studentToken() {
    const student = await createStudent();
    return signIn(t.app, student.loginName, TEST_PASSWORD);
  }

  const read = (token: string, url: string, heldVersion?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { [TOKEN_HEADER]: token, ...(heldVersion ? { 'if-none-match': heldVersion } : {}) },
    });
  const gradeUrl = `${api.dict.getDictByDictType.path}?dictType=grade`;

  it('label each reply with a version and answer 304 with no body to a browser that holds it', async () => {
    const token = await studentToken();
    for (const url of [gradeUrl, api.dict.getDimensionList.path, api.dict.getReportMapping.path]) {
      const first = await read(token, url);
      const version = String(first.headers.etag);
      expect(version).toMatch(/^"[\w-]+"$/);
      const again = await read(token, url, version);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(version);
    }
  });

  it('give each dictionary its own version', async () => {
    const token = await studentToken();
    const subjects = await read(token, `${api.dict.getDictByDictType.path}?dictType=subject`);
    expect(subjects.headers.etag).not.toBe((await read(token, gradeUrl)).headers.etag);
  });

  it('change the version when a row changes, and send the changed dictionary to a browser holding the old one', async () => {
    const token = await studentToken();
    const before = String((await read(token, gradeUrl)).headers.etag);
    const seventh = and(eq(dictionaries.dictType, 'grade'), eq(dictionaries.dictKey, '7'));
    await testDb().update(dictionaries).set({ dictValue: '初一' }).where(seventh);
    try {
      const after = await read(token, gradeUrl, before);
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before);
      expect(body<{ dictId: string; dictLabel: string }[]>(after).data[6]).toMatchObject({
        dictId: '7',
        dictLabel: '初一',
      });
    } finally {
      await testDb().update(dictionaries).set({ dictValue: '七年级' }).where(seventh);
    }
    expect((await read(token, gradeUrl)).headers.etag).toBe(before);
  });

  it('change the version when a row is removed', async () => {
    const token = await studentToken();
    const mappingUrl = api.dict.getReportMapping.path;
    const before = String((await read(token, mappingUrl)).headers.etag);
    const [removed] = await testDb()
      .delete(dictionaries)
      .where(and(eq(dictionaries.dictType, 'reportMapping'), eq(dictionaries.dictKey, '1')))
      .returning();
    try {
      expect(removed).toBeDefined();
      expect((await read(token, mappingUrl, before)).statusCode).toBe(200);
    } finally {
      if (removed) await testDb().insert(dictionaries).values(removed);
    }
    expect((await read(token, mappingUrl, before)).statusCode).toBe(304);
  });
});
