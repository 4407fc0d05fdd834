import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode } from '@pingjia/contract';
import { maintainTips } from '../../db/schema/index.js';
import { body, buildTestApp, testDb, type TestApp } from '../../test/harness.js';
import { createSchool } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

interface SchoolPage {
  records: { id: number; organizationName: string }[];
  total: number;
}

describe('GET /sso/login/getSchool', () => {
  it('finds schools by part of the name without a session, paged', async () => {
    const a = await createSchool({ organizationName: '检索测试一中' });
    const b = await createSchool({ organizationName: '检索测试二中' });
    await createSchool({ organizationName: '检索测试停用中学', state: 0 });
    await createSchool({ organizationName: '别的学校' });
    const first = body<SchoolPage>(
      await t.app.inject({ url: api.sso.getSchool.path, query: { name: '检索测试', pageIndex: '1', pageSize: '1' } }),
    );
    expect(first.data.total).toBe(2);
    expect(first.data.records).toEqual([{ id: a.id, organizationName: '检索测试一中' }]);
    const second = body<SchoolPage>(
      await t.app.inject({ url: api.sso.getSchool.path, query: { name: '检索测试', pageIndex: '2', pageSize: '1' } }),
    );
    expect(second.data.records).toEqual([{ id: b.id, organizationName: '检索测试二中' }]);
  });

  it('treats % and _ as letters', async () => {
    await createSchool({ organizationName: '百分号学校' });
    const result = body<SchoolPage>(await t.app.inject({ url: api.sso.getSchool.path, query: { name: '%' } }));
    expect(result.data.total).toBe(0);
  });

  it('refuses a page size over 50', async () => {
    const result = body(await t.app.inject({ url: api.sso.getSchool.path, query: { name: 'x', pageSize: '51' } }));
    expect(result).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('GET /sso/login/getMaintainTips', () => {
  it('lists only the tips current now', async () => {
    const now = t.clock.now().getTime();
    await testDb()
      .insert(maintainTips)
      .values([
        { title: '当前', content: '正在维护', startsAt: new Date(now - 60_000), endsAt: new Date(now + 60_000) },
        { title: '过去', content: '已结束', startsAt: new Date(now - 120_000), endsAt: new Date(now - 60_000) },
        { title: '将来', content: '未开始', startsAt: new Date(now + 60_000), endsAt: new Date(now + 120_000) },
      ]);
    const result = body<{ title: string }[]>(await t.app.inject({ url: api.sso.getMaintainTips.path }));
    expect(result.data.map((tip) => tip.title)).toEqual(['当前']);
  });
});
