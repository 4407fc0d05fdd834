import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { api, roleChoices, RoleCode, roleName, type CallBody, type ShapeOf } from '@pingjia/contract';
import { classes, grades, regions, schools } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { scopeOf } from '../scope/request.js';
import { classCondition, schoolCondition, type AdminScope } from '../scope/scope.js';

type DictQuery = CallBody<ShapeOf<typeof api.dict.orgGetDict>>;

async function dictOf(ctx: AppContext, scope: AdminScope, input: DictQuery) {
  if (input.type === 'school') {
    return ctx.db
      .select({ id: schools.id, name: schools.organizationName, parentId: schools.districtId })
      .from(schools)
      .where(schoolCondition(scope, schools.id, schools.provinceShardId))
      .orderBy(asc(schools.id));
  }
  const bySchool = input.schoolId === undefined ? undefined : eq(classes.schoolId, input.schoolId);
  if (input.type === 'grade') {
    return ctx.db
      .selectDistinct({ id: grades.id, name: grades.name, parentId: grades.schoolId, level: grades.gradeLevel })
      .from(grades)
      .innerJoin(classes, eq(classes.gradeId, grades.id))
      .where(and(classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId), bySchool))
      .orderBy(asc(grades.schoolId), asc(grades.gradeLevel))
      .then((rows) => rows.map(({ id, name, parentId }) => ({ id, name, parentId })));
  }
  return ctx.db
    .select({ id: classes.id, name: classes.name, parentId: classes.gradeId })
    .from(classes)
    .where(
      and(
        classCondition(scope, classes.id, classes.schoolId, classes.provinceShardId),
        bySchool,
        input.gradeId === undefined ? undefined : eq(classes.gradeId, input.gradeId),
      ),
    )
    .orderBy(asc(classes.gradeId), asc(classes.name));
}

/** §3 role choices by user type: staff get the editing choices (two shown disabled), students and parents their one role. */
function rolesForUserType(userType: number) {
  if (userType === 1)
    return [{ roleCode: RoleCode.student, roleName: roleName(RoleCode.student), field: null, disabled: false }];
  if (userType === 2)
    return [
      { roleCode: RoleCode.parent, roleName: roleName(RoleCode.parent), field: 'parentStudentList', disabled: false },
    ];
  return roleChoices.map((choice) => ({
    roleCode: choice.roleCode,
    roleName: roleName(choice.roleCode),
    field: choice.field,
    disabled: choice.disabled,
  }));
}

/** The organisation dictionaries of the admin pages, each limited to the caller's scope. */
export function orgDictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { dict } = api;

  route(app, dict.orgGetDict, async ({ body }, request) => dictOf(ctx, await scopeOf(ctx, request), body));
  route(app, dict.getRoleByUser, ({ body }) => Promise.resolve(rolesForUserType(body.userType)));

  // Administrative geography of the caller's province: the children of a region, or the province itself.
  route(app, dict.findRegion, async ({ body }, request) => {
    const scope = await scopeOf(ctx, request);
    const parent = body.parentId === undefined ? isNull(regions.parentId) : eq(regions.parentId, body.parentId);
    return ctx.db
      .select({
        id: regions.id,
        name: regions.name,
        code: regions.code,
        level: regions.level,
        parentId: regions.parentId,
      })
      .from(regions)
      .where(and(eq(regions.provinceShardId, scope.provinceShardId), parent))
      .orderBy(asc(regions.code));
  });
}
