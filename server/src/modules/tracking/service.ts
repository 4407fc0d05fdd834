import type { FastifyRequest } from 'fastify';
import { readToken } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { sessionState } from '../../platform/sessions/policy.js';
import type { Session } from '../../platform/sessions/types.js';
import type { Beacon, TrackingChannel } from './beacon.js';
import { insertTrackingEvent } from './repository.js';

export const BEACONS_PER_IP = { max: 120, windowMs: 60_000 } as const;
const USER_AGENT_MAX_LENGTH = 512;
const INT4_MAX = 2_147_483_647;

/** Posted ids arrive as text ('' or '-1' when nobody is signed in); only a whole number fitting the column is kept. */
function postedId(text: string): number | null {
  if (!/^-?\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= INT4_MAX ? value : null;
}

function optionalText(text: string | undefined): string | null {
  return text ? text : null;
}

/** Beacon routes are public, but a live session present with the beacon says who really sent it. */
export async function beaconSession(ctx: AppContext, request: FastifyRequest): Promise<Session | null> {
  const token = readToken(request);
  const stored = token ? await ctx.sessions.findByToken(token) : null;
  if (!stored || sessionState(stored, ctx.clock(), { idleMs: ctx.sessionIdleMs }) !== 'valid') return null;
  return stored;
}

/** True while the address is within its beacon allowance; every beacon, good or bad, counts. */
export async function withinBeaconLimit(ctx: AppContext, ip: string): Promise<boolean> {
  const count = await ctx.rateLimiter.hit(`tracking:ip:${ip}`, BEACONS_PER_IP.windowMs, ctx.clock());
  return count <= BEACONS_PER_IP.max;
}

export async function recordBeacon(
  ctx: AppContext,
  channel: TrackingChannel,
  beacon: Beacon,
  sender: { session: Session | null; ip: string; userAgent: string | undefined },
): Promise<void> {
  const { event, extra } = beacon;
  const { session } = sender;
  await insertTrackingEvent(ctx.db, {
    channel,
    eventIndex: event.event_index,
    appkey: event.appkey,
    appVersion: event.app_version,
    userId: session ? session.userId : postedId(event.user_id),
    roleId: session ? session.roleId : postedId(event.role_id),
    activeTime: event.active_time,
    duration: event.duration,
    resolution: event.resolution,
    appClient: event.app_client,
    taskId: optionalText(event.task_id),
    crowdId: optionalText(event.crowd_id),
    client: event.Client,
    extra,
    ip: sender.ip,
    userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
    provinceShardId: session?.provinceShardId ?? null,
    receivedAt: ctx.clock(),
  });
}
