import { TRACKING_EVENT_IDS, trackingEventSchema, type Locale, type TrackingEvent } from '@pingjia/contract';
import { ValidationError } from '../../platform/app-error.js';
import { trackingMessage, type TrackingMessage } from './messages.js';

export const TRACKING_CHANNELS = ['activity', 'login', 'questionnaire', 'abnormal'] as const;
export type TrackingChannel = (typeof TRACKING_CHANNELS)[number];

/** Longest accepted §3 field value; real ones are ids, versions and sizes, far shorter. */
export const FIELD_MAX_LENGTH = 256;
/** Channel-specific extras (the abnormal channel's url, status, message) are kept, but bounded. */
export const EXTRA_MAX_KEYS = 16;
export const EXTRA_MAX_LENGTH = 1024;
const EXTRA_KEY = /^[A-Za-z0-9_.-]{1,64}$/;

const EVENT_FIELDS = new Set(Object.keys(trackingEventSchema.shape));
const KNOWN_EVENT_IDS: ReadonlySet<string> = new Set(Object.values(TRACKING_EVENT_IDS));
const LARGEST_DURATION = Number.MAX_SAFE_INTEGER;

export interface Beacon {
  event: TrackingEvent;
  extra: Record<string, string>;
}

function refuse(key: TrackingMessage, field: string, locale: Locale): never {
  throw new ValidationError([{ path: field, message: trackingMessage(key, locale, field) }]);
}

/** The first failing field, said in the words a developer reading the toast needs. */
function refusalFor(field: string): TrackingMessage {
  if (field === 'event_index') return 'eventIndexFormat';
  if (field === 'app_client') return 'appClientInvalid';
  return 'fieldInvalid';
}

function extrasOf(body: Record<string, unknown>): Record<string, string> {
  const entries = Object.entries(body)
    .filter(([key, value]) => !EVENT_FIELDS.has(key) && EXTRA_KEY.test(key) && typeof value === 'string')
    .slice(0, EXTRA_MAX_KEYS)
    .map(([key, value]) => [key, (value as string).slice(0, EXTRA_MAX_LENGTH)]);
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * A beacon as posted (form-encoded or JSON): the §3 fields checked with the contract's
 * schema and capped in length, the login channel limited to known event ids, and anything
 * else kept as bounded extras.
 */
export function parseBeacon(channel: TrackingChannel, body: unknown, locale: Locale): Beacon {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return refuse('notAnObject', 'body', locale);
  const fields = body as Record<string, unknown>;
  for (const field of EVENT_FIELDS) {
    const value = fields[field];
    if (typeof value === 'string' && value.length > FIELD_MAX_LENGTH) refuse('fieldTooLong', field, locale);
  }
  const parsed = trackingEventSchema.safeParse(fields);
  if (!parsed.success) {
    const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
    return refuse(refusalFor(field), field, locale);
  }
  if (parsed.data.duration > LARGEST_DURATION) refuse('fieldInvalid', 'duration', locale);
  if (channel === 'login' && !KNOWN_EVENT_IDS.has(parsed.data.event_index))
    refuse('unknownLoginEvent', 'event_index', locale);
  return { event: parsed.data, extra: extrasOf(fields) };
}
