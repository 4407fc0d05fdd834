import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { scopeOf } from '../scope/request.js';
import { groupsByArea, groupsByCondition, runningOverview } from './groups.js';
import { schoolStudents } from './school-students.js';
import { submittedStudents } from './submitted.js';
import { activitiesWithCounts, gradesTakingPart, groupActivityNames } from './units.js';

/** The admin task calls under /wj/api/taskInfo/: task groups, activities and students of the caller's scope. */
export function taskAdminRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { taskInfo } = api;

  route(app, taskInfo.getTaskInfoListByCondition, async ({ body }, request) =>
    groupsByCondition(ctx.db, await scopeOf(ctx, request), body, ctx.clock()),
  );
  route(app, taskInfo.listTaskGroupByArea, async ({ body }, request) =>
    groupsByArea(ctx.db, await scopeOf(ctx, request), body, ctx.clock()),
  );
  route(app, taskInfo.taskInfoOverview, async (_input, request) =>
    runningOverview(ctx.db, await scopeOf(ctx, request), ctx.clock()),
  );
  route(app, taskInfo.listSubmitStudent, async ({ body }, request) =>
    submittedStudents(ctx.db, await scopeOf(ctx, request), body),
  );
  route(app, taskInfo.getUserBySchoolAdmin, async ({ body }, request) =>
    schoolStudents(ctx.db, await scopeOf(ctx, request), body),
  );
  route(app, taskInfo.getTaskNameListById, async ({ query }, request) =>
    groupActivityNames(ctx.db, await scopeOf(ctx, request), query.tgiId),
  );
  route(app, taskInfo.getActivityBySchoolAdmin, async ({ query }, request) =>
    activitiesWithCounts(ctx.db, await scopeOf(ctx, request), query),
  );
  route(app, taskInfo.getGradeBySchoolAdmin, async ({ query }, request) =>
    gradesTakingPart(ctx.db, await scopeOf(ctx, request), query),
  );
}
