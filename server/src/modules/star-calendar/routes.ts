import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { api, ok, RoleCode } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { envelopeOf } from '../../platform/envelope-schema.js';
import { requestLocale } from '../../platform/errors.js';
import {
  calendarChildSchema,
  childrenRecordsQuerySchema,
  deleteRecordBodySchema,
  monthViewSchema,
  recordListBodySchema,
  starRecordSchema,
  tabTypeSchema,
  timestampQuerySchema,
  trendBodySchema,
  trendSchema,
} from './schema.js';
import { activityTrend, calendarChildren, dayRecords, deleteRecord, monthView } from './service.js';
import { tabTypesIn } from './tab-types.js';

/** Parents open their bound children's calendars; a student (or a parent acting as one) their own. */
const READERS = [RoleCode.parent, RoleCode.student];

/** The star calendar (/star/calendar/starActivityRecord/, §7). */
export function starCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const star = api.star;

  r.get(star.getTabType.path, {
    config: { roles: READERS },
    schema: { querystring: timestampQuerySchema, response: envelopeOf(z.array(tabTypeSchema)) },
    handler: (request) => ok(tabTypesIn(requestLocale(request))),
  });

  r.post(star.getRecordList.path, {
    config: { roles: READERS },
    schema: { body: recordListBodySchema, response: envelopeOf(monthViewSchema) },
    handler: async (request) => ok(await monthView(ctx, sessionOf(request), request.body, requestLocale(request))),
  });

  r.get(star.listChildren.path, {
    config: { roles: READERS },
    schema: { querystring: timestampQuerySchema, response: envelopeOf(z.array(calendarChildSchema)) },
    handler: async (request) => ok(await calendarChildren(ctx, sessionOf(request))),
  });

  r.get(star.getChildrenRecords.path, {
    config: { roles: READERS },
    schema: { querystring: childrenRecordsQuerySchema, response: envelopeOf(z.array(starRecordSchema)) },
    handler: async (request) => ok(await dayRecords(ctx, sessionOf(request), request.query, requestLocale(request))),
  });

  r.post(star.deleteRecord.path, {
    config: { roles: READERS },
    schema: { body: deleteRecordBodySchema, response: envelopeOf(z.null()) },
    handler: async (request) => ok(await deleteRecord(ctx, sessionOf(request), request.body.id, request.ip)),
  });

  r.post(star.activityTrend.path, {
    config: { roles: READERS },
    schema: { body: trendBodySchema, response: envelopeOf(trendSchema) },
    handler: async (request) => ok(await activityTrend(ctx, sessionOf(request), request.body, requestLocale(request))),
  });
}
