import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { startActing } from '../auth/acting.js';
import { bindChild } from './bind.js';
import { childHasInitialPassword, listChildren, parentLogin, parentsOfChild, unbindChild } from './service.js';

/** Everything under /wj/api/userParent/ (§7 Parents) and the parent sign-in. */
export function parentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { userParent } = api;

  route(app, userParent.list, (_input, request) => listChildren(ctx, sessionOf(request), request.ip));

  route(app, userParent.bindParents, ({ body }, request) => bindChild(ctx, sessionOf(request), body, request.ip));

  route(app, userParent.unBindParents, ({ query }, request) =>
    unbindChild(ctx, sessionOf(request), query.studentId, request.ip),
  );

  route(app, userParent.parentsSwitchStudentPasswordFreeLogin, ({ query }, request) =>
    startActing(ctx, sessionOf(request), query.studentId, request.ip),
  );

  route(app, userParent.getParentByChildId, ({ query }, request) =>
    parentsOfChild(ctx, sessionOf(request), query.studentId),
  );

  route(app, userParent.checkPWDByUserId, ({ query }, request) =>
    childHasInitialPassword(ctx, sessionOf(request), query.userId),
  );

  route(app, api.login.parentLogin, ({ body }, request) => parentLogin(ctx, body, request.ip));
}
