import { Column, getTableName, is, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { participation } from '../../db/schema/index.js';

/** A column, a parameter or a fragment naming the task group, the student or the school. */
type Operand = SQLWrapper | number | null;

/**
 * A column with its table's name. Drizzle leaves the columns of a one-table select bare, and a
 * bare "school_id" inside the subquery below would be the participation row's own column.
 */
function qualified(operand: Operand): Operand | SQL {
  return is(operand, Column)
    ? sql`${sql.identifier(getTableName(operand.table))}.${sql.identifier(operand.name)}`
    : operand;
}

function choiceOf(taskGroupId: Operand, subjectType: 'school' | 'student', subjectId: Operand): SQL<boolean | null> {
  // The primary key (task_group_id, subject_type, subject_id) makes each lookup one index probe.
  return sql<boolean | null>`(SELECT p.participates FROM ${participation} p
    WHERE p.task_group_id = ${qualified(taskGroupId)} AND p.subject_type = ${subjectType} AND p.subject_id = ${qualified(subjectId)})`;
}

/**
 * Whether a student takes part in a task group: the most specific explicit choice wins (a
 * 'student' row, else a 'school' row of the student's school), and no row means taking part.
 * Written as SQL so every student call filters in the query that lists the groups, and the
 * admins' participation list shows the value students actually get.
 */
export function participatesSql(taskGroupId: Operand, studentId: Operand, schoolId: Operand): SQL<boolean> {
  return sql<boolean>`coalesce(${choiceOf(taskGroupId, 'student', studentId)}, ${choiceOf(taskGroupId, 'school', schoolId)}, true)`;
}

/** Which explicit choice decided `participatesSql`: 'student', 'school', or null when nobody chose. */
export function decidedBySql(
  taskGroupId: Operand,
  studentId: Operand,
  schoolId: Operand,
): SQL<'student' | 'school' | null> {
  return sql<'student' | 'school' | null>`CASE
    WHEN ${choiceOf(taskGroupId, 'student', studentId)} IS NOT NULL THEN 'student'
    WHEN ${choiceOf(taskGroupId, 'school', schoolId)} IS NOT NULL THEN 'school'
    ELSE NULL END`;
}
