import { appClientFromUserAgent, TRACKING } from '@pingjia/contract';
import type { TrackingEvent, TrackingEventId } from '@pingjia/contract';
import { localDateTime } from '../browser/local-time';

export interface TrackingInput {
  eventId: TrackingEventId;
  userId: string | number | null | undefined;
  roleId: number;
  /** Milliseconds the tracked action lasted; 0 for instant events such as login. */
  durationMs?: number;
  taskId?: string | number;
  crowdId?: string | number;
}

export interface TrackingEnvironment {
  now: () => number;
  userAgent: string;
  screen: { width: number; height: number };
}

/** Every value is text because beacons are form-encoded. */
export type TrackingPayload = { [K in keyof TrackingEvent]-?: string };

/** The §3 tracking fields: event_index carries the §9 event id, Client the tracking sdk version. */
export function buildTrackingEvent(input: TrackingInput, env: TrackingEnvironment): TrackingPayload {
  return {
    appkey: TRACKING.appKey,
    app_version: TRACKING.appVersion,
    user_id: input.userId == null ? '' : String(input.userId),
    role_id: String(input.roleId),
    event_index: input.eventId,
    active_time: localDateTime(env.now()),
    duration: String(input.durationMs ?? 0),
    resolution: `${env.screen.width}*${env.screen.height}`,
    app_client: String(appClientFromUserAgent(env.userAgent)),
    task_id: input.taskId == null ? '' : String(input.taskId),
    crowd_id: input.crowdId == null ? '' : String(input.crowdId),
    Client: TRACKING.sdkVersion,
  };
}
