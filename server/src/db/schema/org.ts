import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Province, city and district in one tree; `level` says which. */
export const regions = pgTable(
  'regions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id'),
    level: text('level', { enum: ['province', 'city', 'district'] }).notNull(),
    name: text('name').notNull(),
    code: text('code').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('regions_parent_idx').on(t.parentId), uniqueIndex('regions_code_idx').on(t.code)],
);

/** Schools are the spec's "organizations". */
export const schools = pgTable(
  'schools',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    organizationName: text('organization_name').notNull(),
    districtId: integer('district_id')
      .notNull()
      .references(() => regions.id),
    state: smallint('state').notNull().default(1),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('schools_district_idx').on(t.districtId), index('schools_name_idx').on(t.organizationName)],
);

export const grades = pgTable(
  'grades',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    gradeLevel: smallint('grade_level').notNull(),
    name: text('name').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [uniqueIndex('grades_school_level_idx').on(t.schoolId, t.gradeLevel)],
);

export const classes = pgTable(
  'classes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    gradeId: integer('grade_id')
      .notNull()
      .references(() => grades.id),
    name: text('name').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('classes_grade_idx').on(t.gradeId), index('classes_school_idx').on(t.schoolId)],
);

/** The school year a school is in; exactly one row per school is current. */
export const schoolYears = pgTable(
  'school_years',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id),
    schoolYear: text('school_year').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('school_years_school_current_idx').on(t.schoolId, t.isCurrent)],
);
