import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes, grades, regions, schools } from './org.js';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    loginName: text('login_name').notNull(),
    userName: text('user_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    passwordIsInitial: boolean('password_is_initial').notNull().default(false),
    gender: text('gender').notNull().default('1'),
    avatar: text('avatar'),
    phone: text('phone'),
    /** 1 active, 0 disabled. */
    state: smallint('state').notNull().default(1),
    /** 0 staff, 1 student, 2 parent (the spec's userType). */
    userType: smallint('user_type').notNull(),
    provinceShardId: integer('province_shard_id').notNull(),
    regionId: integer('region_id').references(() => regions.id),
    schoolId: integer('school_id').references(() => schools.id),
    gradeId: integer('grade_id').references(() => grades.id),
    classId: integer('class_id').references(() => classes.id),
    showLoginPrompt: boolean('show_login_prompt').notNull().default(false),
    accountType: text('account_type').notNull().default('0'),
    openTest: boolean('open_test').notNull().default(false),
    certificateType: smallint('certificate_type'),
    certificateCodeEncrypted: text('certificate_code_encrypted'),
    certificateCodeHash: text('certificate_code_hash'),
    /** The school year the user last confirmed; differs from the school's current one after promotion. */
    confirmedSchoolYear: text('confirmed_school_year'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_name_idx').on(t.loginName),
    index('users_class_idx').on(t.classId),
    index('users_school_idx').on(t.schoolId),
    index('users_certificate_hash_idx').on(t.certificateCodeHash),
    index('users_phone_idx').on(t.phone),
  ],
);

/** A role a user holds, with the scope it applies to. */
export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleCode: integer('role_code').notNull(),
    schoolId: integer('school_id').references(() => schools.id),
    regionId: integer('region_id').references(() => regions.id),
    classId: integer('class_id').references(() => classes.id),
    provinceShardId: integer('province_shard_id').notNull(),
  },
  (t) => [index('user_roles_user_idx').on(t.userId, t.roleCode)],
);

export const parentStudent = pgTable(
  'parent_student',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provinceShardId: integer('province_shard_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.parentId, t.studentId] }), index('parent_student_student_idx').on(t.studentId)],
);
