import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Append-only: a trigger in the migrations refuses UPDATE and DELETE. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actingAsUserId: integer('acting_as_user_id'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    provinceShardId: integer('province_shard_id'),
    /** The school the entry concerns; with the region, what decides which readers see it. */
    schoolId: integer('school_id'),
    /** The school's district, or the region an area-wide action covered (a city, say). */
    regionId: integer('region_id'),
  },
  (t) => [
    index('audit_log_shard_at_idx').on(t.provinceShardId, t.at),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_region_idx').on(t.regionId, t.id),
    index('audit_log_school_idx').on(t.schoolId, t.id),
  ],
);
