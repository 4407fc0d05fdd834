import type { Executor } from '../../db/client.js';
import { findClassPlaces, type ClassPlace } from '../progress/repository.js';
import { progressTable } from '../progress/service.js';
import type { NodeRef } from '../progress/view.js';
import type { AdminScope } from '../scope/scope.js';
import { activitiesOfGroups } from '../task-groups/visibility.js';
import { classesUnder, openGroupNode, requireGroupInScope } from './group-node.js';
import { activityNameOf } from './presenter.js';

interface GroupQuery {
  tgiId: number;
  /** One of the caller's schools; none: their whole scope. */
  schoolId?: number | undefined;
}

const schoolOf = (query: GroupQuery): NodeRef | undefined =>
  query.schoolId === undefined ? undefined : { kind: 'school', id: query.schoolId };

export async function groupActivityNames(db: Executor, scope: AdminScope, taskGroupId: number) {
  await requireGroupInScope(db, scope, taskGroupId);
  return (await activitiesOfGroups(db, [taskGroupId])).map(activityNameOf);
}

/** Each activity of the group with progressDetail's totals for it over the scope or the school. */
export async function activitiesWithCounts(db: Executor, scope: AdminScope, query: GroupQuery) {
  const node = schoolOf(query);
  await openGroupNode(db, scope, query.tgiId, node);
  const activities = await activitiesOfGroups(db, [query.tgiId]);
  return Promise.all(
    activities.map(async (activity) => {
      const table = await progressTable(db, scope, { taskGroupId: query.tgiId, activityId: activity.id, node });
      return { ...activityNameOf(activity), counts: table.totals };
    }),
  );
}

// Numeric, so "2班" comes before "10班".
const byName = new Intl.Collator('zh-CN', { numeric: true });

const inSchoolOrder = (a: ClassPlace, b: ClassPlace) =>
  byName.compare(a.school.name, b.school.name) ||
  a.school.id - b.school.id ||
  a.grade.level - b.grade.level ||
  byName.compare(a.class.name, b.class.name) ||
  a.class.id - b.class.id;

/** The grades, each with its classes, in scope (or in the school) whose plan holds the group. */
export async function gradesTakingPart(db: Executor, scope: AdminScope, query: GroupQuery) {
  const { regions, chain } = await openGroupNode(db, scope, query.tgiId, schoolOf(query));
  const places = await findClassPlaces(db, classesUnder(db, scope, query.tgiId, regions, chain.at(-1)));
  const grades = new Map<number, ReturnType<typeof gradeOf>>();
  for (const place of places.sort(inSchoolOrder)) {
    const grade = grades.get(place.grade.id) ?? gradeOf(place);
    grade.classes.push({ classId: place.class.id, className: place.class.name });
    grades.set(place.grade.id, grade);
  }
  return [...grades.values()];
}

function gradeOf(place: ClassPlace) {
  return {
    gradeId: place.grade.id,
    gradeName: place.grade.name,
    gradeLevel: place.grade.level,
    schoolId: place.school.id,
    schoolName: place.school.name,
    classes: [] as { classId: number; className: string }[],
  };
}
