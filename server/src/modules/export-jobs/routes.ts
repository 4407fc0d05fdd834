import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, ErrorCode, runsAsExportJob, type Locale } from '@pingjia/contract';
import type { LocalizedText } from '../../platform/app-error.js';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/refusal.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { exportWayRefusal } from '../progress/export-messages.js';
import { progressTable } from '../progress/service.js';
import { admitClassReportPdfs } from '../report-pdf/class-zip.js';
import { auditOf, scopeOf } from '../scope/request.js';
import { auditJobStart } from './audit.js';
import type { JobAdmission, ProgressExportRequest } from './make-export.js';
import { exportJobRefusal } from './messages.js';
import { presentJob } from './present.js';
import { countUnfinishedJobs, findLatestJob, findOwnJob, findUnfinishedJob, insertJob } from './repository.js';
import { ExportWorker } from './worker.js';

/** At most this many unfinished jobs per person: a district's export is not a thing to start in bulk. */
const MAX_UNFINISHED = 3;
/** latestExportJob looks back this far: an older file's figures are a day stale. */
const LATEST_WITHIN_MS = 86_400_000;

/** The name of a scope above every region (a province-wide role's root). */
const wholeScope: LocalizedText = { 'zh-CN': '我的范围', 'en-US': 'My scope' };

/** A progress export runs as a job only at a district's level or wider; the node's table tells the level. */
async function admitProgressExport(
  ctx: AppContext,
  request: FastifyRequest,
  body: ProgressExportRequest,
  locale: Locale,
): Promise<JobAdmission> {
  // The node's table refuses a group, activity or node out of scope, and tells the level.
  const table = await progressTable(ctx.db, await scopeOf(ctx, request), body.query);
  if (!runsAsExportJob(table.rowKind)) throw exportWayRefusal(ErrorCode.NotAllowed, 'exportDirectly');
  return {
    scopeName: table.chain.at(-1)?.name ?? wholeScope[locale],
    audit: (tx, id) => auditJobStart(tx, auditOf(request), { id, request: body, table }),
  };
}

/** /wj/api/task/ (ours): background exports of a district or more, and the worker that makes them. */
export function exportJobRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { exportJobs } = api;
  const worker = new ExportWorker(ctx, app.log);
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => {
    await worker.close();
  });

  const owner = (request: FastifyRequest) => {
    const session = sessionOf(request);
    return { userId: session.userId, roleId: session.roleId };
  };

  route(app, exportJobs.startExportJob, async ({ body }, request) => {
    const locale = requestLocale(request);
    const admitted =
      body.kind === 'classReportPdfs'
        ? await admitClassReportPdfs(ctx, request, body.query)
        : await admitProgressExport(ctx, request, body, locale);
    const running = await findUnfinishedJob(ctx.db, owner(request), body.kind, body.query);
    if (running) return presentJob(running, locale);
    const session = sessionOf(request);
    if ((await countUnfinishedJobs(ctx.db, session.userId)) >= MAX_UNFINISHED) {
      throw exportJobRefusal(ErrorCode.RateLimited, 'tooManyJobs');
    }
    const job = await ctx.db.transaction(async (tx) => {
      const created = await insertJob(tx, {
        ownerUserId: session.userId,
        roleId: session.roleId,
        provinceShardId: session.provinceShardId,
        kind: body.kind,
        query: body.query,
        locale,
        scopeName: admitted.scopeName,
      });
      await admitted.audit(tx, created.id);
      return created;
    });
    worker.wake();
    return presentJob(job, locale);
  });

  route(app, exportJobs.getExportJob, async ({ query }, request) => {
    const job = await findOwnJob(ctx.db, sessionOf(request).userId, query.jobId);
    if (!job) throw notFound();
    return presentJob(job, requestLocale(request));
  });

  route(app, exportJobs.latestExportJob, async ({ body }, request) => {
    const since = new Date(ctx.clock().getTime() - LATEST_WITHIN_MS);
    const job = await findLatestJob(ctx.db, owner(request), body.kind, body.query, since);
    return job ? presentJob(job, requestLocale(request)) : null;
  });
}
