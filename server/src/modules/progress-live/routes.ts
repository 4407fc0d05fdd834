import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { counterRefresherOf, QUEUE_SWEEP_INTERVAL_MS, refreshStaleCounters } from './counter-refresh.js';
import { progressNotifierOf } from './events.js';
import { dedicatedConnection, ProgressListener } from './listener.js';
import { openProgressStream, type LiveHub } from './service.js';
import { LIVE_TIMINGS, SSE_HEADERS } from './stream.js';

/**
 * /wj/api/task/progressEvents: an open progress page hears of every answer and reset in its
 * scope, whichever server instance took it (PostgreSQL LISTEN/NOTIFY, see events.ts). The app's
 * log hears of a notification that could not be sent, and of a hand-in's counters that could not
 * be refreshed after its commit; every server sweeps such counters up (counter-refresh.ts).
 */
export function progressLiveRoutes(app: FastifyInstance, ctx: AppContext): void {
  const hub: LiveHub = {
    ctx,
    timings: LIVE_TIMINGS,
    log: app.log,
    streams: new Set(),
    listener: new ProgressListener({
      connect: dedicatedConnection(ctx.db),
      onError: (error) => app.log.warn({ err: error }, 'progress listener connection lost'),
    }),
  };
  app.addHook('preClose', (done) => {
    for (const stream of hub.streams) stream.close();
    done();
  });
  const notifier = progressNotifierOf(ctx.db);
  const stopReporting = notifier.reportErrorsTo((error) =>
    app.log.warn({ err: error }, 'progress notification not sent; open pages show it with the next change'),
  );
  const stopReportingRefreshes = counterRefresherOf(ctx.db).reportErrorsTo((error) =>
    app.log.warn({ err: error }, 'counters not refreshed after a hand-in; the sweep refreshes them'),
  );
  const sweep = (): void => {
    refreshStaleCounters(ctx.db).catch((error: unknown) => app.log.warn({ err: error }, 'counter sweep failed'));
  };
  const sweeper = setInterval(sweep, QUEUE_SWEEP_INTERVAL_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    // Changes committed before the close still reach the other instances' pages.
    await notifier.settled();
    stopReporting();
    stopReportingRefreshes();
    await hub.listener.close();
  });

  route(app, api.progress.progressEvents, async ({ query }, request, reply) => {
    const stream = await openProgressStream(hub, sessionOf(request), query.taskGroupId);
    reply.raw.on('close', () => stream.close());
    return reply.headers(SSE_HEADERS).send(stream.body);
  });
}
