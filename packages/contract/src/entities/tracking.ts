import { z } from 'zod';

/** Beacons are form-encoded, so every number arrives as text and is coerced. */
const count = z.coerce.number().int().nonnegative();

/** §3 tracking event fields, posted to /buried/send/*. */
export const trackingEventSchema = z.object({
  appkey: z.string().min(1),
  app_version: z.string().min(1),
  user_id: z.string(),
  role_id: z.string(),
  /** One of TRACKING_EVENT_IDS. */
  event_index: z.string().regex(/^\d{8}$/),
  /** Platform date-time of the event. */
  active_time: z.string(),
  /** Milliseconds the action took. */
  duration: count,
  /** Screen size as width*height. */
  resolution: z.string(),
  app_client: z.coerce.number().pipe(z.union([z.literal(1), z.literal(4), z.literal(5)])),
  task_id: z.string().optional(),
  crowd_id: z.string().optional(),
  /** The tracking SDK version (TRACKING.sdkVersion). */
  Client: z.string(),
});

export type TrackingEvent = z.infer<typeof trackingEventSchema>;
