import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { classes, schools, users } from '../../db/schema/index.js';
import { classCondition, type AdminScope } from '../scope/scope.js';
import { recomputeStudentPairs } from './recompute.js';
import { findClassPlaces, loadRegions, takesGroup, type ClassPlace } from './repository.js';
import { filterStudents, studentRows, type StudentRow } from './rows.js';
import type { ProgressQuery, ProgressTable } from './service.js';
import { underNode } from './view.js';

/*
 * The students of an area export (a district's or more): every class under the node, one after
 * the other, each counted from the source rows as its own screen counts it. Only one class's
 * rows are held at a time, so a district of 25 000 students costs the memory of one class.
 */

export interface PlacedStudentRow extends StudentRow {
  schoolName: string;
  gradeName: string;
}

export interface AreaStudents {
  /** Active students in the classes listed (before the keyword and status filters). */
  count: number;
  /** One page per class: school by school (by name), grade by level, class by name. */
  pages: AsyncGenerator<PlacedStudentRow[]>;
}

// Numeric, so "2班" comes before "10班", as the screens sort them.
const byName = new Intl.Collator('zh-CN', { numeric: true });

const placeOrder = (a: ClassPlace, b: ClassPlace) =>
  byName.compare(a.school.name, b.school.name) ||
  a.school.id - b.school.id ||
  a.grade.level - b.grade.level ||
  byName.compare(a.class.name, b.class.name) ||
  a.class.id - b.class.id;

async function* classPages(
  db: Executor,
  query: ProgressQuery,
  places: readonly ClassPlace[],
): AsyncGenerator<PlacedStudentRow[]> {
  for (const place of places) {
    const { rows } = studentRows(await recomputeStudentPairs(db, query, eq(classes.id, place.class.id)));
    yield filterStudents(rows, query).map((row) => ({
      ...row,
      schoolName: place.school.name,
      gradeName: place.grade.name,
    }));
  }
}

/** The students under the table's node, within the scope, in the classes whose grade plan holds the group. */
export async function areaStudents(
  db: Executor,
  scope: AdminScope,
  query: ProgressQuery,
  table: ProgressTable,
): Promise<AreaStudents> {
  const regions = await loadRegions(db, scope.provinceShardId);
  const classWhere = and(
    classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
    takesGroup(db, query.taskGroupId),
    underNode(regions, table.chain.at(-1)),
  );
  const places = (await findClassPlaces(db, classWhere)).sort(placeOrder);
  // The same classes as a subquery (the schools join carries the district condition), whatever their number.
  const classIds = db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(schools, eq(schools.id, classes.schoolId))
    .where(classWhere);
  const [counted] = await db
    .select({ count: count() })
    .from(users)
    .where(and(eq(users.userType, 1), eq(users.state, 1), inArray(users.classId, classIds)));
  return { count: counted?.count ?? 0, pages: classPages(db, query, places) };
}
