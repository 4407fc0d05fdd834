import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type AnswerList, type AnswerReview } from '@pingjia/contract';
import { body, buildTestApp, type TestApp } from '../../test/harness.js';
import { answerDistrict, clientOf, type Client } from './test-district.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof answerDistrict>>;
let areaAdmin: Client;

const list = api.progress.answerDetailSelectLoad;
const detail = api.evaluation.getLeafEvaluationAnswerByUser;

beforeAll(async () => {
  t = await buildTestApp();
  d = await answerDistrict(t);
  areaAdmin = await clientOf(t, d.people.areaAdmin);
});

async function listOf(client: Client, input: object) {
  const reply = body<AnswerList>(await client.post(list.path, { taskGroupId: d.group.id, ...input }));
  if (!reply.success) throw new Error(`answerDetailSelectLoad failed: ${reply.code} ${reply.message}`);
  return reply.data;
}

const ids = (page: AnswerList) => page.records.map((row) => row.answerId);

interface Opened {
  answerId: number;
  kind: string;
  answers: Record<string, unknown>;
  review?: AnswerReview;
}

function open(client: Client, query: Record<string, number | undefined>) {
  const params = Object.fromEntries(
    Object.entries({ activityId: d.activity.activityId, ...query })
      .filter((entry): entry is [string, number] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  return client.get(detail.path, params);
}

async function reviewOf(client: Client, query: Record<string, number | undefined>): Promise<Opened> {
  const reply = body<Opened | null>(await open(client, query));
  if (!reply.success || !reply.data) throw new Error(`no answer: ${reply.code} ${reply.message}`);
  return reply.data;
}

describe('session and role', () => {
  it.each([
    ['answerDetailSelectLoad', list],
    ['getLeafEvaluationAnswerByUser', detail],
  ])('%s needs a session (401)', async (_name, route) => {
    const response = await t.app.inject({
      method: route.method,
      url: route.path,
      payload: route.method === 'POST' ? {} : undefined,
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses the list to students and parents, and both calls to roles that do not follow progress (403)', async () => {
    for (const user of [d.students.s1, d.people.parent]) {
      expect((await (await clientOf(t, user)).post(list.path, { taskGroupId: d.group.id })).statusCode).toBe(403);
    }
    const service = await clientOf(t, d.people.customerService);
    expect((await service.post(list.path, { taskGroupId: d.group.id })).statusCode).toBe(403);
    expect((await open(service, { studentId: d.students.s1.id })).statusCode).toBe(403);
  });
});

describe('answerDetailSelectLoad', () => {
  it("lists an area's answers newest first, with where each stands and exact figures", async () => {
    const page = await listOf(areaAdmin, {});
    const { s1First, s1Second, s1Questionnaire, s2First, s2Second, s3Answer } = d.answers;
    expect(page.total).toBe(6);
    expect(ids(page)).toEqual([s3Answer, s2Second, s2First, s1Questionnaire, s1Second, s1First]);
    expect(page.records.map((row) => [row.loginName, row.kind, row.status, row.totalScore])).toEqual([
      ['review03', 'submit', 'current', 4],
      ['review02', 'submit', 'current', 4],
      ['review02', 'submit', 'reset', 4],
      ['review01', 'submit', 'current', 7],
      ['review01', 'replace', 'current', 2],
      ['review01', 'submit', 'replaced', 7],
    ]);
    expect(page.records[4]).toEqual({
      answerId: s1Second,
      kind: 'replace',
      status: 'current',
      totalScore: 2,
      useTime: 120,
      submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as string,
      studentId: d.students.s1.id,
      userName: '学生review01',
      loginName: 'review01',
      gradeName: '七年级',
      className: '1班',
      activityId: d.activity.activityId,
      activityName: '我的成长',
      activityKind: 'activity',
      taskGroupId: d.group.id,
    });
  });

  it('gives the researcher the same area, and narrows by activity, class, name and page', async () => {
    const researcher = await clientOf(t, d.people.researcher);
    expect(ids(await listOf(researcher, {}))).toEqual(ids(await listOf(areaAdmin, {})));
    expect(ids(await listOf(areaAdmin, { activityId: d.questionnaire.activityId }))).toEqual([
      d.answers.s1Questionnaire,
    ]);
    expect(ids(await listOf(areaAdmin, { classId: d.class2.id }))).toEqual([d.answers.s2Second, d.answers.s2First]);
    expect(ids(await listOf(areaAdmin, { keyword: 'REVIEW03' }))).toEqual([d.answers.s3Answer]);
    expect(ids(await listOf(areaAdmin, { keyword: '学生review02' }))).toEqual([d.answers.s2Second, d.answers.s2First]);
    // A % in a name is a character, not a wildcard.
    expect((await listOf(areaAdmin, { keyword: '%' })).total).toBe(0);
    const second = await listOf(areaAdmin, { pageIndex: 2, pageSize: 2 });
    expect(second).toMatchObject({ total: 6 });
    expect(ids(second)).toEqual([d.answers.s2First, d.answers.s1Questionnaire]);
  });

  it("keeps each role to its scope: a school's, a class's, another district's", async () => {
    const { s1First, s1Second, s1Questionnaire, s2First, s2Second, s4Answer } = d.answers;
    const scoped: [Awaited<ReturnType<typeof clientOf>>, number[]][] = [
      [await clientOf(t, d.people.schoolAdmin), [s2Second, s2First, s1Questionnaire, s1Second, s1First]],
      [await clientOf(t, d.people.teacher), [s1Questionnaire, s1Second, s1First]],
      [await clientOf(t, d.people.headTeacher), [s2Second, s2First]],
      [await clientOf(t, d.people.otherSchoolAdmin), [s4Answer]],
    ];
    for (const [client, expected] of scoped) expect(ids(await listOf(client, {}))).toEqual(expected);
  });

  it('answers a class, activity or task group out of scope like a missing one', async () => {
    const teacher = await clientOf(t, d.people.teacher);
    const outOfScope = body(await teacher.post(list.path, { taskGroupId: d.group.id, classId: d.class2.id }));
    const missing = body(await teacher.post(list.path, { taskGroupId: d.group.id, classId: 999_999 }));
    expect(outOfScope).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(outOfScope.message).toBe(missing.message);
    for (const input of [{ taskGroupId: 999_999 }, { taskGroupId: d.group.id, activityId: 999_999 }]) {
      expect(body(await areaAdmin.post(list.path, input))).toMatchObject({ success: false, code: ErrorCode.NotFound });
    }
  });

  it('refuses bad input with the contract failure', async () => {
    for (const input of [
      {},
      { taskGroupId: 'x' },
      { taskGroupId: d.group.id, pageSize: 101 },
      { taskGroupId: d.group.id, pageIndex: 0 },
      { taskGroupId: d.group.id, keyword: 'x'.repeat(51) },
    ]) {
      expect(body(await areaAdmin.post(list.path, input))).toMatchObject({
        success: false,
        code: ErrorCode.ValidationFailed,
      });
    }
  });
});

describe('getLeafEvaluationAnswerByUser for staff', () => {
  it("opens a student's answer as they saw it, every item with its response and points", async () => {
    const opened = await reviewOf(areaAdmin, { studentId: d.students.s1.id, answerId: d.answers.s1First });
    const { activity } = d;
    expect(opened).toMatchObject({ answerId: d.answers.s1First, kind: 'submit' });
    const review = opened.review;
    expect(review).toMatchObject({
      student: { studentId: d.students.s1.id, loginName: 'review01', gradeName: '七年级', className: '1班' },
      activity: {
        activityId: activity.activityId,
        kind: 'activity',
        taskGroupId: d.group.id,
        taskGroupName: '综合评价',
      },
      status: 'replaced',
      totalScore: 7,
    });
    expect(review?.history.map((entry) => [entry.answerId, entry.kind, entry.status])).toEqual([
      [d.answers.s1Second, 'replace', 'current'],
      [d.answers.s1First, 'submit', 'replaced'],
    ]);
    if (review?.content.kind !== 'items') throw new Error('expected items');
    expect(review.content.scored).toBe(true);
    const [choice, text, upload] = review.content.items;
    expect(choice).toMatchObject({
      type: 'single',
      stem: '你每天按时完成作业吗？',
      score: 4,
      maxScore: 4,
      correct: true,
    });
    expect(choice?.options.map((option) => [option.label, option.chosen, option.right])).toEqual([
      ['总是', true, true],
      ['有时', false, null],
      ['很少', false, null],
    ]);
    expect(text).toMatchObject({ type: 'text', text: '我学会了做饭', score: 2, maxScore: 2, correct: null });
    expect(upload).toMatchObject({
      type: 'upload',
      accept: 'image',
      files: [{ fileName: d.upload, originalName: 'photo.png', isImage: true }],
      score: 1,
      correct: null,
    });
  });

  it('opens the latest answer when none is named, a wrong choice marked wrong without saying which was right', async () => {
    const { review } = await reviewOf(areaAdmin, { studentId: d.students.s1.id });
    expect(review).toMatchObject({ status: 'current', totalScore: 2 });
    if (review?.content.kind !== 'items') throw new Error('expected items');
    const [choice, , upload] = review.content.items;
    expect(choice).toMatchObject({ score: 0, correct: false });
    expect(choice?.options.map((option) => [option.chosen, option.right])).toEqual([
      [false, null],
      [false, null],
      [true, false],
    ]);
    expect(upload?.files).toEqual([]);
  });

  it('shows a questionnaire unscored and an answer from before a reset as history', async () => {
    const questionnaire = await reviewOf(areaAdmin, {
      studentId: d.students.s1.id,
      activityId: d.questionnaire.activityId,
    });
    if (questionnaire.review?.content.kind !== 'items') throw new Error('expected items');
    expect(questionnaire.review.content.scored).toBe(false);
    expect(questionnaire.review.content.items.every((item) => item.correct === null)).toBe(true);
    expect(questionnaire.review.content.items[0]?.options.map((option) => option.right)).toEqual([null, null, null]);

    const schoolAdmin = await clientOf(t, d.people.schoolAdmin);
    const before = await reviewOf(schoolAdmin, { studentId: d.students.s2.id, answerId: d.answers.s2First });
    expect(before.review?.status).toBe('reset');
    expect(before.review?.history.map((entry) => [entry.answerId, entry.status])).toEqual([
      [d.answers.s2Second, 'current'],
      [d.answers.s2First, 'reset'],
    ]);
  });

  it("answers a student out of scope, a missing one or another student's answer like a missing record", async () => {
    const teacher = await clientOf(t, d.people.teacher);
    const foreign = body(await open(teacher, { studentId: d.students.s2.id }));
    const missing = body(await open(teacher, { studentId: 999_999 }));
    expect(foreign).toMatchObject({ success: false, code: ErrorCode.NotFound });
    expect(foreign.message).toBe(missing.message);
    expect(body(await open(areaAdmin, { studentId: d.students.s4.id }))).toMatchObject({ code: ErrorCode.NotFound });
    expect(body(await open(areaAdmin, { studentId: d.students.s1.id, answerId: d.answers.s2First }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
    expect(body(await open(areaAdmin, { studentId: d.students.s1.id, activityId: 999_999 }))).toMatchObject({
      code: ErrorCode.NotFound,
    });
  });

  it('gives null for an activity the student has not answered', async () => {
    const reply = body(await open(areaAdmin, { studentId: d.students.s3.id, activityId: d.questionnaire.activityId }));
    expect(reply).toMatchObject({ success: true, data: null });
  });

  it('refuses bad input: no student named, wrong types', async () => {
    expect(body(await open(areaAdmin, {}))).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
    const wrong = body(await areaAdmin.get(detail.path, { activityId: 'x', studentId: String(d.students.s1.id) }));
    expect(wrong).toMatchObject({ success: false, code: ErrorCode.ValidationFailed });
  });
});

describe('getLeafEvaluationAnswerByUser for students and parents', () => {
  it('reads their own latest answer as before, with no review', async () => {
    const student = await clientOf(t, d.students.s1);
    const reply = body<Opened>(await open(student, {}));
    expect(reply.data).toMatchObject({ answerId: d.answers.s1Second, kind: 'replace' });
    expect(reply.data).not.toHaveProperty('review');
    const parent = await clientOf(t, d.people.parent);
    const child = body<Opened>(await open(parent, { studentId: d.students.s1.id }));
    expect(child.data).toMatchObject({ answerId: d.answers.s1Second });
    expect(child.data).not.toHaveProperty('review');
  });

  it('reads one of their own earlier answers by id, never anyone else’s', async () => {
    const student = await clientOf(t, d.students.s1);
    const earlier = body<Opened>(await open(student, { answerId: d.answers.s1First }));
    expect(earlier.data).toMatchObject({ answerId: d.answers.s1First, kind: 'submit' });
    expect(body(await open(student, { answerId: d.answers.s2First }))).toMatchObject({ code: ErrorCode.NotFound });
    expect(body(await open(student, { studentId: d.students.s2.id }))).toMatchObject({ code: ErrorCode.NotFound });
  });
});
