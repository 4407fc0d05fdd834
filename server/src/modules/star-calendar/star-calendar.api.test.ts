import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, TOKEN_HEADER } from '@pingjia/contract';
import { body, buildTestApp, signIn, type TestApp } from '../../test/harness.js';
import { createParent, createStudent, createTeacher, TEST_PASSWORD } from '../../test/factories.js';
import { signedIn } from '../parents/test-support.js';
import { createStarRecord } from './test-factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const s = api.star;

interface MonthView {
  month: string;
  totalStars: number;
  days: { recordDate: string; stars: number; count: number }[];
  records: { id: number; tabType: number; tabName: string; stars: number }[];
}

async function familyWithRecords() {
  const child = await createStudent();
  const parent = await createParent({ children: [child.id] });
  const records = [
    await createStarRecord(child.id, { recordDate: '2026-11-03', tabType: 1, stars: 2 }),
    await createStarRecord(child.id, { recordDate: '2026-11-03', tabType: 3, stars: 1 }),
    await createStarRecord(child.id, { recordDate: '2026-11-20', tabType: 3, stars: 3 }),
    await createStarRecord(child.id, { recordDate: '2026-09-10', tabType: 5, stars: 2 }),
  ];
  return { child, parent, records, client: await signedIn(t.app, parent.loginName) };
}

describe('who may open a star calendar', () => {
  it('needs a session and a parent or student role', async () => {
    expect((await t.app.inject({ method: 'GET', url: s.getTabType.path })).statusCode).toBe(401);
    const teacher = await signedIn(t.app, (await createTeacher()).loginName);
    expect((await teacher.get(s.getTabType.path)).statusCode).toBe(403);
  });

  it('answers another family’s child and record like missing ones', async () => {
    const { child, records } = await familyWithRecords();
    const stranger = await signedIn(t.app, (await createParent()).loginName);
    const list = body(await stranger.post(s.getRecordList.path, { studentId: child.id, month: '2026-11' }));
    expect(list).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(body(await stranger.post(s.activityTrend.path, { studentId: child.id })).code).toBe(ErrorCode.NotFound);
    expect(body(await stranger.post(s.activityTrendChart.path, { studentId: child.id })).code).toBe(ErrorCode.NotFound);
    expect(
      body(await stranger.get(s.getChildrenRecords.path, { studentId: String(child.id), recordDate: '2026-11-03' }))
        .code,
    ).toBe(ErrorCode.NotFound);
    const deleted = body(await stranger.post(s.deleteRecord.path, { id: records[0]?.id }));
    const missing = body(await stranger.post(s.deleteRecord.path, { id: 99_999_999 }));
    expect(deleted).toEqual(missing);
  });
});

describe('a bound child’s calendar', () => {
  it('lists the five tab types', async () => {
    const { client } = await familyWithRecords();
    const tabs = body<{ tabType: number; tabName: string }[]>(await client.get(s.getTabType.path)).data;
    expect(tabs.map((tab) => tab.tabType)).toEqual([1, 2, 3, 4, 5]);
    expect(tabs[0]?.tabName).toBe('品德发展');
  });

  it('shows a month with per-day totals, filtered by tab type', async () => {
    const { child, client } = await familyWithRecords();
    const month = body<MonthView>(
      await client.post(s.getRecordList.path, { studentId: child.id, month: '2026-11' }),
    ).data;
    expect(month.totalStars).toBe(6);
    expect(month.days).toEqual([
      { recordDate: '2026-11-03', stars: 3, count: 2 },
      { recordDate: '2026-11-20', stars: 3, count: 1 },
    ]);
    const physical = body<MonthView>(
      await client.post(s.getRecordList.path, { studentId: child.id, month: '2026-11', tabType: 3 }),
    ).data;
    expect(physical.records.map((r) => r.stars)).toEqual([1, 3]);
  });

  it('lists a day’s records and the children with their stars', async () => {
    const { child, client } = await familyWithRecords();
    const day = body<{ tabType: number }[]>(
      await client.get(s.getChildrenRecords.path, { studentId: String(child.id), recordDate: '2026-11-03' }),
    ).data;
    expect(day.map((r) => r.tabType)).toEqual([1, 3]);
    const children = body<{ studentId: number; totalStars: number }[]>(await client.get(s.listChildren.path)).data;
    expect(children).toEqual([expect.objectContaining({ studentId: child.id, totalStars: 8 })]);
  });

  it('sums the trend per month and tab type', async () => {
    const { child, client } = await familyWithRecords();
    const trend = body<{ months: string[]; series: { tabType: number; stars: number[] }[] }>(
      await client.post(s.activityTrend.path, { studentId: child.id, endMonth: '2026-11', months: 3 }),
    ).data;
    expect(trend.months).toEqual(['2026-09', '2026-10', '2026-11']);
    expect(trend.series.find((line) => line.tabType === 3)?.stars).toEqual([0, 0, 4]);
    expect(trend.series.find((line) => line.tabType === 5)?.stars).toEqual([2, 0, 0]);
  });

  it('draws the trend as an SVG document, in the caller’s language', async () => {
    const { child, parent, client } = await familyWithRecords();
    const trend = { studentId: child.id, endMonth: '2026-11', months: 3 };
    const chinese = body<{ svg: string }>(await client.post(s.activityTrendChart.path, trend)).data.svg;
    expect(chinese.startsWith('<svg')).toBe(true);
    for (const text of ['品德发展', '劳动与社会实践', '>09<', '>11<']) expect(chinese).toContain(text);
    const english = await t.app.inject({
      method: 'POST',
      url: s.activityTrendChart.path,
      payload: trend,
      headers: { [TOKEN_HEADER]: await signIn(t.app, parent.loginName, TEST_PASSWORD), 'accept-language': 'en-US' },
    });
    expect(body<{ svg: string }>(english).data.svg).toContain('Labour and social practice');
  });

  it('deletes a record, after which it is gone', async () => {
    const { child, client, records } = await familyWithRecords();
    expect(body(await client.post(s.deleteRecord.path, { id: records[2]?.id })).success).toBe(true);
    const month = body<MonthView>(
      await client.post(s.getRecordList.path, { studentId: child.id, month: '2026-11' }),
    ).data;
    expect(month.records.map((r) => r.id)).not.toContain(records[2]?.id);
    expect(body(await client.post(s.deleteRecord.path, { id: records[2]?.id })).code).toBe(ErrorCode.NotFound);
  });

  it('lets a student read only their own calendar', async () => {
    const { child } = await familyWithRecords();
    const classmate = await createStudent();
    const own = await signedIn(t.app, child.loginName);
    expect(
      body<MonthView>(await own.post(s.getRecordList.path, { studentId: child.id, month: '2026-11' })).data.totalStars,
    ).toBe(6);
    const other = await signedIn(t.app, classmate.loginName);
    expect(body(await other.post(s.getRecordList.path, { studentId: child.id, month: '2026-11' })).code).toBe(
      ErrorCode.NotFound,
    );
  });

  it('refuses a malformed month', async () => {
    const { child, client } = await familyWithRecords();
    expect(body(await client.post(s.getRecordList.path, { studentId: child.id, month: '2026-13' })).code).toBe(
      ErrorCode.ValidationFailed,
    );
  });
});
