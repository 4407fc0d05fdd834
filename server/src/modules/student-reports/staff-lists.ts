import { and, eq, sql } from 'drizzle-orm';
import { formatDateTime, levelOfScore, roundScore, type StudentMark } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { classes, schools } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { groupsInScope, loadRegions } from '../progress/repository.js';
import { resolveView, underNode, type NodeRef } from '../progress/view.js';
import { requireClass } from '../scope/records.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import { findMarkRows, findReadRows, type Page, type ReaderFilter } from './members.js';
import { findReportGroups, type ReportGroup } from './repository.js';

/** A report (a group with a report year and batch) that grades in the scope take part in; else missing. */
export async function requireReportGroup(db: Executor, scope: AdminScope, taskGroupId: number): Promise<ReportGroup> {
  const [inScope] = await groupsInScope(db, scope, taskGroupId);
  const [group] = inScope ? await findReportGroups(db, [taskGroupId]) : [];
  if (!group) throw notFound();
  return group;
}

const at = (value: Date | string | null) => (value === null ? null : formatDateTime(new Date(value)));

export interface MarkListQuery extends Page {
  taskGroupId: number;
  classId: number;
  keyword?: string | undefined;
  taken?: boolean | undefined;
}

/** stuReport: a class's students in name order (never ranked) with their overall mark, to open one's report. */
export async function studentMarkList(db: Executor, scope: AdminScope, query: MarkListQuery) {
  await requireReportGroup(db, scope, query.taskGroupId);
  await requireClass(db, scope, query.classId);
  const { rows, total } = await findMarkRows(db, { ...query, classIds: sql`${query.classId}` }, query);
  return {
    rows: rows.map((row): StudentMark => {
      const overall = row.overall === null ? null : roundScore(Number(row.overall));
      return {
        studentId: row.student_id,
        userName: row.user_name,
        loginName: row.login_name,
        className: row.class_name,
        taken: row.taken,
        overall,
        level: overall === null ? null : levelOfScore(overall),
      };
    }),
    total,
  };
}

export interface ReadListQuery extends Page {
  taskGroupId: number;
  node?: NodeRef | undefined;
  reader: ReaderFilter;
  read?: boolean | undefined;
  keyword?: string | undefined;
}

/**
 * reportRead: the students under a node of the scope (none: the whole scope) with when they and
 * a parent first opened the report. The counts cover every student under the node, whatever the filters.
 */
export async function studentReadList(db: Executor, scope: AdminScope, query: ReadListQuery) {
  await requireReportGroup(db, scope, query.taskGroupId);
  const regions = await loadRegions(db, scope.provinceShardId);
  const { chain } = await resolveView(db, scope, regions, query.node);
  const classIds = db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(
      and(
        classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
        underNode(regions, chain.at(-1)),
      ),
    );
  const found = await findReadRows(db, { ...query, classIds: sql`${classIds}` }, query);
  return {
    rows: found.rows.map((row) => ({
      studentId: row.student_id,
      userName: row.user_name,
      loginName: row.login_name,
      className: row.class_name,
      studentReadAt: at(row.student_read_at),
      parentReadAt: at(row.parent_read_at),
    })),
    total: found.total,
    counts: found.counts,
  };
}
