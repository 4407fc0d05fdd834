import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import { readsCaughtUp } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { finishRateDetails, statisticsOf } from '../assessment/service.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { classList, classReport } from './classes.js';
import { deleteIndicator, exclusiveReport, listIndicators, saveIndicator } from './exclusive.js';
import { reportExportRoutes } from './export-routes.js';
import { reportBatches, reportGrades, reportGroupNames, reportTypes, schoolPhases } from './filters.js';
import { developmentReport, keyIndicators } from './insights.js';
import { publishReport, withdrawReport } from './publish.js';
import { unitReport } from './report.js';

/**
 * §7 Reports for staff: the area, school, class and development reports of the caller's scope, and
 * publication. The figures read the replica (ctx.readDb); the filter lists and the indicator list
 * read the primary, as they name what staff may have just made.
 */
export function reportRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { report } = api;
  const scope = (request: FastifyRequest) => scopeOf(ctx, request);
  /** A write the reports show is answered once the replica has it, so the next read shows it, on any server. */
  const seenByReads = async <T>(request: FastifyRequest, write: Promise<T>): Promise<T> => {
    const result = await write;
    if (!(await readsCaughtUp(ctx.db, ctx.readDb)))
      request.log.warn('the read replica is behind: reports may not show this change yet');
    return result;
  };

  route(app, report.getReportGrad, async ({ query }, r) => reportGrades(ctx.db, await scope(r), query));
  route(app, report.queryReportType, async (_input, r) => reportTypes(await scope(r), requestLocale(r)));
  route(app, report.findReportEvaluationBatch, async ({ query }, r) =>
    reportBatches(ctx.db, await scope(r), query.reportYear, requestLocale(r)),
  );
  route(app, report.findReportGroupInfoName, async ({ body }, r) => reportGroupNames(ctx.db, await scope(r), body));
  route(app, report.selectCurrentPhaseIdByOrgId, async ({ body }, r) =>
    schoolPhases(ctx.db, await scope(r), body.orgId),
  );

  route(app, report.queryDistrictReport, async ({ body }, r) =>
    unitReport(ctx.readDb, await scope(r), body, requestLocale(r)),
  );
  route(app, report.getKeyDimensionalIndicators, async ({ body }, r) =>
    keyIndicators(ctx.readDb, await scope(r), body, requestLocale(r)),
  );
  route(app, report.selectDevelopmentSituation, async ({ body }, r) => {
    const { head, aspects, rows } = await developmentReport(
      ctx.readDb,
      await scope(r),
      body,
      requestLocale(r),
      'class',
    );
    return { head, aspects, rows };
  });
  route(app, report.selectDevelopmentSchoolList, async ({ body }, r) => {
    const { head, aspects, rows } = await developmentReport(
      ctx.readDb,
      await scope(r),
      body,
      requestLocale(r),
      'school',
    );
    return { head, aspects, rows };
  });
  route(app, report.getPageClassesReport, async ({ body }, r) => classList(ctx.readDb, await scope(r), body));
  route(app, report.getClassesReportByEachina, async ({ body }, r) => {
    const { head, overall, aspects, rows, students } = await classReport(
      ctx.readDb,
      await scope(r),
      body,
      requestLocale(r),
    );
    return { head, overall, aspects, rows, students };
  });

  // The same computation as /wj/api/assessment/ of the same name, so both pages agree.
  route(app, report.findStatisticalDetails, async ({ body }, r) => statisticsOf(ctx.readDb, await scope(r), body));
  route(app, report.finishRateDetails, async ({ body }, r) => finishRateDetails(ctx.readDb, await scope(r), body));

  route(app, report.publishReport, async ({ body }, r) =>
    seenByReads(r, publishReport(ctx.db, await scope(r), auditOf(r), body, ctx.clock())),
  );
  route(app, report.withdrawReport, async ({ body }, r) =>
    seenByReads(r, withdrawReport(ctx.db, await scope(r), auditOf(r), body)),
  );

  route(app, report.listExclusiveIndicators, async ({ body }, r) =>
    listIndicators(ctx.db, await scope(r), body.schoolId),
  );
  route(app, report.saveExclusiveIndicator, async ({ body }, r) =>
    seenByReads(r, saveIndicator(ctx.db, await scope(r), auditOf(r), body)),
  );
  route(app, report.deleteExclusiveIndicator, async ({ body }, r) =>
    seenByReads(r, deleteIndicator(ctx.db, await scope(r), auditOf(r), body.id)),
  );
  route(app, report.queryExclusiveReport, async ({ body }, r) =>
    exclusiveReport(ctx.readDb, await scope(r), body, requestLocale(r)),
  );

  reportExportRoutes(app, ctx);
}
