import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { api, ErrorCode, TOKEN_HEADER } from '@pingjia/contract';
import {
  auditLog,
  rateLimitBuckets,
  reportAssistantExchanges,
  reportAssistantSessions,
} from '../../db/schema/index.js';
import { body, buildTestApp, signIn, testDb, type TestApp } from '../../test/harness.js';
import { TEST_PASSWORD } from '../../test/factories.js';
import { listenOn } from '../progress-live/test-support.js';
import { clientsOf, reportWorld, type ReportWorld } from '../student-reports/test-support.js';
import { purgeExpired, RETENTION_DAYS } from './retention.js';
import { ASSISTANT_LIMITS, limitKey } from './service.js';
import { startStandIn, STAND_IN_CHAT, STAND_IN_KEY, type StandIn } from './stand-in.js';
import {
  answerText,
  ask,
  eventually,
  EVENT_MS,
  exchangesOf,
  openSession,
  readToEnd,
  setSwitch,
} from './test-support.js';

/*
 * Questions and answers through a stand-in RAGFlow started here: what reaches it, what streams
 * back to the browser, and how each exchange ends and is recorded.
 */

let standIn: StandIn;
let t: TestApp;
let base: string;
let w: ReportWorld;
let c: Awaited<ReturnType<typeof clientsOf>>;
const tokens = new Map<string, string>();

beforeAll(async () => {
  standIn = await startStandIn();
  t = await buildTestApp({ config: { ragflow: standIn.config } });
  base = await listenOn(t.app);
  w = await reportWorld();
  c = await clientsOf(t, w);
  for (const user of [w.child, w.people.parent, w.people.headTeacher, w.classmates[0]]) {
    if (user) tokens.set(user.loginName, await signIn(t.app, user.loginName, TEST_PASSWORD));
  }
  await setSwitch(c.areaAdmin, w.districtA.id, 7, true);
});

afterEach(async () => {
  // Each test opens its own conversations: none spends another's allowance.
  await testDb().delete(rateLimitBuckets);
  standIn.sessions.code = 0;
  standIn.completions = { kind: 'stream', answers: ['你好'] };
});

afterAll(async () => {
  await standIn.close();
});

const tokenOf = (user: { loginName: string }) => tokens.get(user.loginName) ?? '';
const childReport = () => ({ taskGroupId: String(w.groups.second.id), studentId: String(w.child.id) });
const classReport = () => ({ taskGroupId: String(w.groups.second.id), classId: String(w.class1.id) });
const sentSince = (count: number) => standIn.received.slice(count);
const questionsSince = (count: number) =>
  sentSince(count)
    .filter((request) => request.path.endsWith('/completions'))
    .map((request) => String(request.body.question));

describe('a conversation about a report', () => {
  it('opens a RAGFlow session with the key, naming nobody, and hands the browser only our id', async () => {
    const before = standIn.received.length;
    const reply = await c.child.get(api.chats.createSessions.path, childReport());
    const { sessionId } = body<{ sessionId: string }>(reply).data;
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sentSince(before)).toEqual([
      {
        path: `/api/v1/chats/${STAND_IN_CHAT}/sessions`,
        authorization: `Bearer ${STAND_IN_KEY}`,
        body: { name: 'report' },
      },
    ]);
    expect(reply.body).not.toContain(STAND_IN_KEY);
    expect(reply.body).not.toContain('rf-session');
  });

  it('streams the answer to the browser piece by piece, in order, then says it is done', async () => {
    standIn.completions = { kind: 'stream', answers: ['你的', '品德发展', '比班级平均高。'], delayMs: 30 };
    const sessionId = await openSession(c.child, childReport());
    const { response, events } = await ask(base, tokenOf(w.child), sessionId, '我哪方面最好？');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    const blocks = await readToEnd(events);
    expect(answerText(blocks)).toEqual(['你的', '品德发展', '比班级平均高。']);
    expect(blocks.at(-1)).toMatchObject({ event: 'done' });
    const [exchange] = await exchangesOf(sessionId);
    expect(exchange).toMatchObject({
      question: '我哪方面最好？',
      answer: '你的品德发展比班级平均高。',
      outcome: 'answered',
    });
  });

  it('sends the report’s scores with each question, in the session it opened', async () => {
    const before = standIn.received.length;
    const sessionId = await openSession(c.child, childReport());
    await readToEnd((await ask(base, tokenOf(w.child), sessionId, '学业发展怎么提高？')).events);
    await readToEnd((await ask(base, tokenOf(w.child), sessionId, '还有呢？')).events);
    const [, first, second] = sentSince(before);
    expect(first?.body.stream).toBe(true);
    expect(String(first?.body.session_id)).toMatch(/^rf-session-\d+$/);
    expect(second?.body.session_id).toBe(first?.body.session_id);
    const question = String(first?.body.question);
    // SECOND_SHEET: 品德发展 88, 学业发展 66 (学习习惯 55); the class has six scores, so its mean shows.
    expect(question).toContain('品德发展：88 分，等级 4');
    expect(question).toContain('学业发展：66 分，等级 2');
    expect(question).toContain('  - 学习习惯：55 分，等级 1');
    expect(question).toMatch(/学业发展：66 分，等级 2；班级平均 \d+(\.\d)?，学校平均 \d+(\.\d)?/);
    expect(question.endsWith('问题：学业发展怎么提高？')).toBe(true);
    expect(String(second?.body.question).endsWith('问题：还有呢？')).toBe(true);
  });

  it('turns whole-answer-so-far events into pieces and drops citation marks', async () => {
    standIn.completions = { kind: 'stream', answers: ['多参加', '多参加劳动 ##0', '多参加劳动 ##0$$，坚持。'] };
    const sessionId = await openSession(c.child, childReport());
    const blocks = await readToEnd((await ask(base, tokenOf(w.child), sessionId, '怎么办？')).events);
    expect(answerText(blocks).join('')).toBe('多参加劳动 ，坚持。');
  });

  it('lets the head teacher ask about the class report, with class figures only', async () => {
    const before = standIn.received.length;
    const sessionId = await openSession(c.headTeacher, classReport());
    const blocks = await readToEnd(
      (await ask(base, tokenOf(w.people.headTeacher), sessionId, '班级哪里最弱？')).events,
    );
    expect(blocks.at(-1)).toMatchObject({ event: 'done' });
    const [question] = questionsSince(before);
    expect(question).toContain('班级报告');
    expect(question).toMatch(/品德发展：平均 [\d.]+ 分（6 人有得分；等级 1–4 各 /);
  });
});

describe('personal details never leave', () => {
  it('takes names, accounts, the school, identity and phone numbers out of the question', async () => {
    const before = standIn.received.length;
    const classmate = w.classmates[0];
    const sessionId = await openSession(c.parent, childReport());
    const question =
      `我是${w.people.parent.userName}，${w.child.userName}（账号 ${w.child.loginName}，身份证 330106201301011234，` +
      `电话 139-1234-5678）和${classmate?.userName ?? ''}比，小明在${w.schoolA1.organizationName}怎么样？`;
    await readToEnd((await ask(base, tokenOf(w.people.parent), sessionId, question)).events);
    const everything = JSON.stringify(sentSince(before));
    const personal = [
      w.child.userName,
      '小明',
      w.child.loginName,
      '330106201301011234',
      '13912345678',
      '139-1234-5678',
      w.people.parent.userName,
      w.people.parent.loginName,
      w.schoolA1.organizationName,
      w.groups.second.name,
      ...[...w.classmates, w.absent].flatMap((student) => [student.userName, student.loginName]),
    ];
    for (const text of personal) expect(everything).not.toContain(text);
    const [exchange] = await exchangesOf(sessionId);
    expect(exchange?.removed).toBeGreaterThanOrEqual(7);
    expect(exchange?.question).toBe(questionsSince(before)[0]?.split('问题：')[1]);
  });

  it('audits each exchange without its words', async () => {
    const sessionId = await openSession(c.child, childReport());
    await readToEnd((await ask(base, tokenOf(w.child), sessionId, '我的身体素质怎样')).events);
    const [exchange] = await exchangesOf(sessionId);
    const entries = await testDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reportAssistant.ask'), eq(auditLog.entityId, exchange?.id ?? '')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorUserId: w.child.id, entityType: 'reportAssistantExchange' });
    expect(entries[0]?.after).toMatchObject({
      sessionId,
      taskGroupId: w.groups.second.id,
      studentId: w.child.id,
      removed: 0,
    });
    expect(JSON.stringify(entries[0])).not.toContain('身体素质');
  });
});

describe('when RAGFlow fails', () => {
  it('refuses to open a conversation when RAGFlow answers an error code, and stores none', async () => {
    standIn.sessions.code = 102;
    const before = await testDb().$count(reportAssistantSessions);
    const reply = body(await c.child.get(api.chats.createSessions.path, childReport()));
    expect(reply.code).toBe(ErrorCode.NotAllowed);
    expect(reply.message).toBe('报告助手暂时无法连接，请稍后再试');
    expect(await testDb().$count(reportAssistantSessions)).toBe(before);
  });

  it('ends the stream with "failed" when RAGFlow refuses the question with its envelope', async () => {
    const sessionId = await openSession(c.child, childReport());
    standIn.completions = { kind: 'envelope', code: 102 };
    const blocks = await readToEnd((await ask(base, tokenOf(w.child), sessionId, '为什么？')).events);
    expect(blocks).toEqual([{ event: 'failed', data: JSON.stringify({ reason: 'unavailable' }), comments: [] }]);
    expect((await exchangesOf(sessionId))[0]).toMatchObject({ outcome: 'failed', answer: '' });
  });

  it('keeps what was streamed and then says "failed" when an error event comes midway', async () => {
    const sessionId = await openSession(c.child, childReport());
    standIn.completions = { kind: 'failMidway', answers: ['先说', '先说一点'], code: 500 };
    const blocks = await readToEnd((await ask(base, tokenOf(w.child), sessionId, '说说看')).events);
    expect(answerText(blocks)).toEqual(['先说', '一点']);
    expect(blocks.at(-1)).toMatchObject({ event: 'failed' });
    expect((await exchangesOf(sessionId))[0]).toMatchObject({ outcome: 'failed', answer: '先说一点' });
  });

  it('says "failed" when RAGFlow is down, and refuses new conversations plainly', async () => {
    const down = await startStandIn();
    const app = await buildTestApp({ config: { ragflow: down.config } });
    const downBase = await listenOn(app.app);
    const token = await signIn(app.app, w.child.loginName, TEST_PASSWORD);
    const headers = { [TOKEN_HEADER]: token };
    const opened = await app.app.inject({
      method: 'GET',
      url: api.chats.createSessions.path,
      query: childReport(),
      headers,
    });
    const { sessionId } = body<{ sessionId: string }>(opened).data;
    await down.close();
    const blocks = await readToEnd((await ask(downBase, token, sessionId, '还在吗？')).events);
    expect(blocks).toEqual([{ event: 'failed', data: JSON.stringify({ reason: 'unavailable' }), comments: [] }]);
    const refused = body(
      await app.app.inject({ method: 'GET', url: api.chats.createSessions.path, query: childReport(), headers }),
    );
    expect(refused.code).toBe(ErrorCode.NotAllowed);
  });
});

describe('cancelling', () => {
  it('aborts the request to RAGFlow when the browser stops reading a slow answer', async () => {
    const sessionId = await openSession(c.child, childReport());
    standIn.completions = { kind: 'stall', answer: '让我想想' };
    const abortedBefore = standIn.aborted();
    const { events } = await ask(base, tokenOf(w.child), sessionId, '慢慢说');
    expect(await events.nextEvent(EVENT_MS)).toMatchObject({
      event: 'answer',
      data: JSON.stringify({ text: '让我想想' }),
    });
    await events.close();
    await eventually(() => standIn.aborted() === abortedBefore + 1);
    await eventually(async () => (await exchangesOf(sessionId))[0]?.outcome === 'cancelled');
    expect((await exchangesOf(sessionId))[0]?.answer).toBe('让我想想');
  });
});

describe('who may ask in a conversation', () => {
  it("answers someone else's conversation like a missing one, and sends nothing", async () => {
    const sessionId = await openSession(c.child, childReport());
    const classmate = w.classmates[0];
    const before = standIn.received.length;
    const missing = await ask(base, tokenOf(w.child), '7b0d5f3e-2c4b-4c58-9a43-0d8c1f1e2a10', '你好');
    const theirs = await ask(base, tokenOf(classmate ?? w.child), sessionId, '你好');
    expect(missing.refusal?.code).toBe(ErrorCode.NotFound);
    expect(theirs.refusal).toEqual(missing.refusal);
    expect(sentSince(before)).toEqual([]);
  });

  it('refuses a question once the area admin switches the assistant off, and sends nothing', async () => {
    const sessionId = await openSession(c.child, childReport());
    await setSwitch(c.areaAdmin, w.districtA.id, 7, false, ['student']);
    const before = standIn.received.length;
    try {
      const { refusal } = await ask(base, tokenOf(w.child), sessionId, '还能问吗？');
      expect(refusal).toMatchObject({ success: false, code: ErrorCode.NotAllowed });
      expect(sentSince(before)).toEqual([]);
    } finally {
      await setSwitch(c.areaAdmin, w.districtA.id, 7, true, ['student']);
    }
  });

  it('refuses a bad question with the validation failure, and stores nothing', async () => {
    const sessionId = await openSession(c.child, childReport());
    for (const question of ['   ', 'a'.repeat(301)]) {
      const { refusal } = await ask(base, tokenOf(w.child), sessionId, question);
      expect(refusal).toMatchObject({ code: ErrorCode.ValidationFailed });
    }
    const { refusal } = await ask(base, tokenOf(w.child), 'not-a-session', '你好');
    expect(refusal).toMatchObject({ code: ErrorCode.ValidationFailed });
    expect(await exchangesOf(sessionId)).toEqual([]);
  });

  it('limits each person to 20 questions an hour, counting a parent acting for a child as the parent', async () => {
    const sessionId = await openSession(c.parent, childReport());
    const session = { userId: w.people.parent.id, actorUserId: null };
    await testDb()
      .insert(rateLimitBuckets)
      .values({ key: limitKey('ask', session), count: ASSISTANT_LIMITS.ask.max, windowStart: t.clock.now() })
      .onConflictDoUpdate({
        target: rateLimitBuckets.key,
        set: { count: ASSISTANT_LIMITS.ask.max, windowStart: t.clock.now() },
      });
    const before = standIn.received.length;
    const { refusal } = await ask(base, tokenOf(w.people.parent), sessionId, '再问一个');
    expect(refusal).toMatchObject({ code: ErrorCode.RateLimited, message: '提问太频繁了，请过一会儿再试' });
    expect(sentSince(before)).toEqual([]);
    expect(limitKey('ask', { userId: w.child.id, actorUserId: w.people.parent.id })).toBe(limitKey('ask', session));
  });
});

describe('retention', () => {
  it(`deletes questions and answers after ${RETENTION_DAYS} days, and keeps newer ones`, async () => {
    const sessionId = await openSession(c.child, childReport());
    await readToEnd((await ask(base, tokenOf(w.child), sessionId, '留多久？')).events);
    const now = t.clock.now();
    await purgeExpired(testDb(), new Date(now.getTime() + (RETENTION_DAYS - 1) * 86_400_000));
    expect(await exchangesOf(sessionId)).toHaveLength(1);
    await purgeExpired(testDb(), new Date(now.getTime() + (RETENTION_DAYS + 1) * 86_400_000));
    expect(await exchangesOf(sessionId)).toEqual([]);
    expect(await testDb().$count(reportAssistantSessions, eq(reportAssistantSessions.id, sessionId))).toBe(0);
    expect(await testDb().$count(reportAssistantExchanges)).toBe(0);
  });
});
