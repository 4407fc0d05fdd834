import { bigint, check, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Beacons from /buried/send/*: the §3 tracking fields plus who sent them and from where. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    channel: text('channel', { enum: ['activity', 'login', 'questionnaire', 'abnormal'] }).notNull(),
    eventIndex: text('event_index').notNull(),
    appkey: text('appkey').notNull(),
    appVersion: text('app_version').notNull(),
    userId: integer('user_id'),
    roleId: integer('role_id'),
    /** The client's own date-time text, kept as sent; `received_at` is the server's. */
    activeTime: text('active_time').notNull(),
    duration: bigint('duration', { mode: 'number' }).notNull(),
    resolution: text('resolution').notNull(),
    appClient: smallint('app_client').notNull(),
    taskId: text('task_id'),
    crowdId: text('crowd_id'),
    client: text('client').notNull(),
    /** Channel-specific fields beside the §3 ones, capped in count and length. */
    extra: jsonb('extra').$type<Record<string, string>>().notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    provinceShardId: integer('province_shard_id'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tracking_events_channel_received_idx').on(t.channel, t.receivedAt),
    index('tracking_events_user_idx').on(t.userId),
    check('tracking_events_channel_check', sql`${t.channel} in ('activity', 'login', 'questionnaire', 'abnormal')`),
  ],
);
