import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RoleCode } from '@pingjia/contract';
import type { StoredSession } from '../../platform/sessions/types.js';
import type { AdminScope } from '../scope/scope.js';
import { parseProgressChange, ProgressNotifier, type ChangedTask, type ProgressChange } from './events.js';
import { reachesStream, sessionStillHolds } from './policy.js';
import { EventStream } from './stream.js';

const TIMINGS = { coalesceMs: 1_000, heartbeatMs: 25_000, retryMs: 3_000 };
const EVENT = 'event: progress\ndata: {"taskGroupId":7}\n\n';

describe('EventStream', () => {
  let stillAllowed: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
  let onClose: ReturnType<typeof vi.fn<() => void>>;

  const streamOf = () =>
    new EventStream({ event: { taskGroupId: 7 }, timings: TIMINGS, stillAllowed, onClose, now: () => Date.now() });
  /** What the stream wrote since the last look (a paused stream hands its buffer over at once). */
  const taken = (stream: EventStream) => (stream.body.read() as Buffer | null)?.toString() ?? '';

  beforeEach(() => {
    vi.useFakeTimers();
    stillAllowed = vi.fn(() => Promise.resolve(true));
    onClose = vi.fn();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts with the reconnection delay and a comment', () => {
    expect(taken(streamOf())).toBe('retry: 3000\n: listening\n\n');
  });

  it('sends the first change at once and gathers the next ones of the second into one event', () => {
    const stream = streamOf();
    taken(stream);
    stream.signal();
    expect(taken(stream)).toBe(EVENT);
    stream.signal();
    stream.signal();
    vi.advanceTimersByTime(999);
    expect(taken(stream)).toBe('');
    vi.advanceTimersByTime(1);
    expect(taken(stream)).toBe(EVENT);
    vi.advanceTimersByTime(5_000);
    expect(taken(stream)).toBe('');
  });

  it('sends a change at once again after a quiet second', () => {
    const stream = streamOf();
    taken(stream);
    stream.signal();
    vi.advanceTimersByTime(1_500);
    stream.signal();
    expect(taken(stream)).toBe(EVENT + EVENT);
  });

  it('writes a heartbeat comment while the session still holds', async () => {
    const stream = streamOf();
    taken(stream);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(stillAllowed).toHaveBeenCalledOnce();
    expect(taken(stream)).toBe(': ping\n\n');
  });

  it('keeps the stream when the check itself fails', async () => {
    stillAllowed.mockRejectedValueOnce(new Error('database away'));
    const stream = streamOf();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(onClose).not.toHaveBeenCalled();
    expect(stream.body.writableEnded).toBe(false);
  });

  it('ends the stream at the heartbeat once the session no longer holds, and sends nothing after', async () => {
    stillAllowed.mockResolvedValue(false);
    const stream = streamOf();
    taken(stream);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(onClose).toHaveBeenCalledOnce();
    expect(stream.body.writableEnded).toBe(true);
    stream.signal();
    stream.close();
    expect(taken(stream)).toBe('');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closes itself when the reply is torn down (the page went away)', async () => {
    const stream = streamOf();
    stream.body.destroy();
    await vi.advanceTimersByTimeAsync(0);
    expect(onClose).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(25_000);
    expect(stillAllowed).not.toHaveBeenCalled();
  });

  it('drops a gathered change when closed before it is sent', () => {
    const stream = streamOf();
    stream.signal();
    taken(stream);
    stream.signal();
    stream.close();
    vi.advanceTimersByTime(2_000);
    expect(taken(stream)).toBe('');
  });
});

describe('parseProgressChange', () => {
  const change: ProgressChange = { taskGroupId: 1, activityId: 2, classId: 3, schoolId: 4, provinceShardId: 33 };

  it('reads our payload and nothing else', () => {
    expect(parseProgressChange(JSON.stringify(change))).toEqual(change);
    expect(parseProgressChange(JSON.stringify({ ...change, classId: null }))).toBeUndefined();
    expect(parseProgressChange('not json')).toBeUndefined();
    expect(parseProgressChange(undefined)).toBeUndefined();
  });
});

describe('ProgressNotifier', () => {
  const task = (classId: number | null): ChangedTask => ({
    taskGroupId: 1,
    activityId: 2,
    classId,
    schoolId: 4,
    provinceShardId: 33,
  });
  const payload = (classId: number) => JSON.stringify({ ...task(classId), classId });

  /** A send that stays under way until `finish` is called; what each send carried, in order. */
  function heldSends() {
    const sent: string[][] = [];
    const finishes: (() => void)[] = [];
    const send = (payloads: string[]) => {
      sent.push(payloads);
      return new Promise<void>((resolve) => finishes.push(resolve));
    };
    const finishAll = () => finishes.splice(0).forEach((finish) => finish());
    return { sent, send, finishAll };
  }

  it('sends what comes in one turn together, and what comes during a send in the next, each change once', async () => {
    const { sent, send, finishAll } = heldSends();
    const notifier = new ProgressNotifier(send);
    notifier.publish(task(3));
    notifier.publish(task(3));
    await vi.waitFor(() => expect(sent).toEqual([[payload(3)]]));
    notifier.publish(task(5));
    notifier.publish(task(3));
    notifier.publish(task(5));
    finishAll();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual([payload(5), payload(3)]);
    finishAll();
    await notifier.settled();
    expect(sent).toHaveLength(2);
  });

  it('sends nothing for a student in no class: no progress figure counts them', async () => {
    const { sent, send } = heldSends();
    const notifier = new ProgressNotifier(send);
    notifier.publish(task(null));
    await notifier.settled();
    expect(sent).toEqual([]);
  });

  it('reports a failed send and goes on with the next changes', async () => {
    const sent: string[][] = [];
    let failing = true;
    const notifier = new ProgressNotifier((payloads) => {
      sent.push(payloads);
      return failing ? Promise.reject(new Error('database away')) : Promise.resolve();
    });
    const reported: unknown[] = [];
    const stop = notifier.reportErrorsTo((error) => reported.push(error));
    notifier.publish(task(3));
    await notifier.settled();
    expect(reported).toEqual([new Error('database away')]);
    failing = false;
    notifier.publish(task(5));
    await notifier.settled();
    expect(sent).toEqual([[payload(3)], [payload(5)]]);
    expect(reported).toHaveLength(1);
    stop();
  });
});

describe('reachesStream', () => {
  const scope = (over: Partial<AdminScope>): AdminScope => ({
    roleId: RoleCode.headmaster,
    userId: 1,
    provinceShardId: 33,
    level: 'class',
    regionIds: [],
    schoolIds: [4],
    classIds: [3],
    capabilities: [],
    ...over,
  });
  const change: ProgressChange = { taskGroupId: 1, activityId: 2, classId: 3, schoolId: 4, provinceShardId: 33 };

  it("passes a change of the stream's group in a class in scope", () => {
    expect(reachesStream(scope({}), 1, change)).toBe(true);
  });

  it('keeps back another group, another class, another school and another province', () => {
    expect(reachesStream(scope({}), 9, change)).toBe(false);
    expect(reachesStream(scope({}), 1, { ...change, classId: 5 })).toBe(false);
    expect(reachesStream(scope({ classIds: null }), 1, { ...change, schoolId: 8 })).toBe(false);
    expect(reachesStream(scope({ schoolIds: null, classIds: null }), 1, { ...change, provinceShardId: 34 })).toBe(
      false,
    );
  });

  it('passes every class of the province to a province-wide scope', () => {
    expect(reachesStream(scope({ schoolIds: null, classIds: null }), 1, { ...change, schoolId: 8 })).toBe(true);
  });
});

describe('sessionStillHolds', () => {
  const now = new Date('2026-03-01T08:00:00Z');
  const opened = { sessionId: 's', userId: 1, roleId: RoleCode.headmaster, actorUserId: null, provinceShardId: 33 };
  const stored = (over: Partial<StoredSession> = {}): StoredSession => ({
    ...opened,
    actorSessionId: null,
    createdAt: new Date('2026-03-01T07:00:00Z'),
    lastSeenAt: new Date('2026-03-01T07:50:00Z'),
    expiresAt: new Date('2026-03-01T19:00:00Z'),
    revokedAt: null,
    ...over,
  });
  const idleMs = 30 * 60_000;

  it('holds while the session is live in the role it opened with', () => {
    expect(sessionStillHolds(opened, stored(), now, idleMs)).toBe(true);
  });

  it('ends with a sign-out, an idle session, a switched role or a session gone', () => {
    expect(sessionStillHolds(opened, stored({ revokedAt: now }), now, idleMs)).toBe(false);
    expect(sessionStillHolds(opened, stored({ lastSeenAt: new Date('2026-03-01T07:00:00Z') }), now, idleMs)).toBe(
      false,
    );
    expect(sessionStillHolds(opened, stored({ roleId: RoleCode.teacher }), now, idleMs)).toBe(false);
    expect(sessionStillHolds(opened, null, now, idleMs)).toBe(false);
  });
});
