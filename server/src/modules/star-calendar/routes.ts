import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { activityTrend, activityTrendChart, calendarChildren, dayRecords, deleteRecord, monthView } from './service.js';
import { tabTypesIn } from './tab-types.js';

/** The star calendar (/star/calendar/starActivityRecord/, §7). */
export function starCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { star } = api;

  route(app, star.getTabType, (_input, request) => Promise.resolve(tabTypesIn(requestLocale(request))));
  route(app, star.getRecordList, ({ body }, request) =>
    monthView(ctx, sessionOf(request), body, requestLocale(request)),
  );
  route(app, star.listChildren, (_input, request) => calendarChildren(ctx, sessionOf(request)));
  route(app, star.getChildrenRecords, ({ query }, request) =>
    dayRecords(ctx, sessionOf(request), query, requestLocale(request)),
  );
  route(app, star.deleteRecord, ({ body }, request) => deleteRecord(ctx, sessionOf(request), body.id, request.ip));
  route(app, star.activityTrend, ({ body }, request) =>
    activityTrend(ctx, sessionOf(request), body, requestLocale(request)),
  );
  route(app, star.activityTrendChart, ({ body }, request) =>
    activityTrendChart(ctx, sessionOf(request), body, requestLocale(request)),
  );
}
