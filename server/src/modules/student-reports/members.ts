import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { participatesSql } from '../task-groups/participation.js';
import { likePattern } from '../people/schema.js';

/*
 * The students a report lists under some classes (a class's mark list, a node's read list).
 * A student who has scores is listed in the class they answered in, so the list agrees with the
 * class figures; one without is listed in their class now, when its grade's plan holds the group
 * and they take part (active accounts only). Each student is listed once per report.
 */

export interface MemberFilter {
  taskGroupId: number;
  /** A subquery selecting class ids. */
  classIds: SQL;
  keyword?: string | undefined;
}

export interface Page {
  pageIndex: number;
  pageSize: number;
}

function membersCte(filter: MemberFilter): SQL {
  const groupId = filter.taskGroupId;
  return sql`members AS (
    SELECT s.user_id, min(s.class_id) AS class_id, true AS taken
    FROM report_student_scores s
    WHERE s.task_group_id = ${groupId} AND s.class_id IN (${filter.classIds})
    GROUP BY s.user_id
    UNION ALL
    SELECT u.id, u.class_id, false
    FROM users u
    JOIN classes c ON c.id = u.class_id
    JOIN evaluation_plans p ON p.grade_id = c.grade_id
    JOIN plan_task_groups pt ON pt.plan_id = p.id AND pt.task_group_id = ${groupId}
    WHERE u.class_id IN (${filter.classIds}) AND u.user_type = 1 AND u.state = 1
      AND ${participatesSql(groupId, sql`u.id`, sql`u.school_id`)}
      AND NOT EXISTS (SELECT 1 FROM report_student_scores x WHERE x.task_group_id = ${groupId} AND x.user_id = u.id)
  )`;
}

const keywordSql = (keyword: string | undefined) =>
  keyword === undefined || keyword === ''
    ? sql`true`
    : sql`(u.user_name ILIKE ${likePattern(keyword)} OR u.login_name ILIKE ${likePattern(keyword)})`;

interface MarkRow extends Record<string, unknown> {
  student_id: number;
  user_name: string;
  login_name: string;
  class_name: string | null;
  taken: boolean;
  overall: number | null;
}

/** The page asked for of the rows a query keeps (`rows` selects from `members` and `reads`), and their count. */
async function pageOf<T extends Record<string, unknown>>(db: Executor, ctes: SQL, rows: SQL, order: SQL, page: Page) {
  const [found, counted] = await Promise.all([
    db.execute<T>(
      sql`${ctes} ${rows} ORDER BY ${order} LIMIT ${page.pageSize} OFFSET ${(page.pageIndex - 1) * page.pageSize}`,
    ),
    db.execute<{ total: string }>(sql`${ctes} SELECT count(*) AS total FROM (${rows}) kept`),
  ]);
  return { rows: found.rows, total: Number(counted.rows[0]?.total ?? 0) };
}

/** A class's students in name order with their overall score, paged; `taken` filters. */
export async function findMarkRows(db: Executor, filter: MemberFilter & { taken?: boolean | undefined }, page: Page) {
  const taken = filter.taken === undefined ? sql`true` : sql`m.taken = ${filter.taken}`;
  const rows = sql`SELECT u.id AS student_id, u.user_name, u.login_name, c.name AS class_name, m.taken,
      o.score AS overall
    FROM members m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN classes c ON c.id = m.class_id
    LEFT JOIN report_student_scores o
      ON o.task_group_id = ${filter.taskGroupId} AND o.user_id = m.user_id AND o.dimension_id = 'overall'
    WHERE ${keywordSql(filter.keyword)} AND ${taken}`;
  return pageOf<MarkRow>(db, sql`WITH ${membersCte(filter)}`, rows, sql`user_name, login_name, student_id`, page);
}

export type ReaderFilter = 'student' | 'parent' | 'any';

interface ReadRow extends Record<string, unknown> {
  student_id: number;
  user_name: string;
  login_name: string;
  class_name: string | null;
  student_read_at: Date | string | null;
  parent_read_at: Date | string | null;
}

interface ReadCounts extends Record<string, unknown> {
  students: string;
  read_by_student: string;
  read_by_parent: string;
}

function readCondition(reader: ReaderFilter, read: boolean | undefined): SQL {
  if (read === undefined) return sql`true`;
  const opened =
    reader === 'student'
      ? sql`r.student_read_at IS NOT NULL`
      : reader === 'parent'
        ? sql`r.parent_read_at IS NOT NULL`
        : sql`(r.student_read_at IS NOT NULL OR r.parent_read_at IS NOT NULL)`;
  return read ? opened : sql`NOT ${opened}`;
}

const readsCte = (taskGroupId: number) => sql`reads AS (
  SELECT x.student_id,
    min(x.first_read_at) FILTER (WHERE x.reader_kind = 'student') AS student_read_at,
    min(x.first_read_at) FILTER (WHERE x.reader_kind = 'parent') AS parent_read_at
  FROM report_reads x
  WHERE x.task_group_id = ${taskGroupId} AND x.student_id IN (SELECT user_id FROM members)
  GROUP BY x.student_id
)`;

/** Who has opened the report: per student, when they and a parent first did; paged, with counts over the node. */
export async function findReadRows(
  db: Executor,
  filter: MemberFilter & { reader: ReaderFilter; read?: boolean | undefined },
  page: Page,
) {
  const ctes = sql`WITH ${membersCte(filter)}, ${readsCte(filter.taskGroupId)}`;
  const rows = sql`SELECT u.id AS student_id, u.user_name, u.login_name, c.name AS class_name,
      c.school_id, c.grade_id, r.student_read_at, r.parent_read_at
    FROM members m
    JOIN users u ON u.id = m.user_id
    LEFT JOIN classes c ON c.id = m.class_id
    LEFT JOIN reads r ON r.student_id = m.user_id
    WHERE ${keywordSql(filter.keyword)} AND ${readCondition(filter.reader, filter.read)}`;
  const order = sql`school_id, grade_id, class_name, user_name, login_name, student_id`;
  const [found, counts] = await Promise.all([
    pageOf<ReadRow>(db, ctes, rows, order, page),
    db.execute<ReadCounts>(sql`${ctes}
      SELECT count(*) AS students, count(r.student_read_at) AS read_by_student, count(r.parent_read_at) AS read_by_parent
      FROM members m LEFT JOIN reads r ON r.student_id = m.user_id`),
  ]);
  const summary = counts.rows[0];
  return {
    ...found,
    counts: {
      students: Number(summary?.students ?? 0),
      readByStudent: Number(summary?.read_by_student ?? 0),
      readByParent: Number(summary?.read_by_parent ?? 0),
    },
  };
}
