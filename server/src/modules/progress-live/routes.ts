import type { FastifyInstance } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { route } from '../../platform/route.js';
import { dedicatedConnection, ProgressListener } from './listener.js';
import { openProgressStream, type LiveHub } from './service.js';
import { LIVE_TIMINGS, SSE_HEADERS } from './stream.js';

/**
 * /wj/api/task/progressEvents: an open progress page hears of every answer and reset in its
 * scope, whichever server instance took it (PostgreSQL LISTEN/NOTIFY, see events.ts).
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
  app.addHook('onClose', async () => {
    await hub.listener.close();
  });

  route(app, api.progress.progressEvents, async ({ query }, request, reply) => {
    const stream = await openProgressStream(hub, sessionOf(request), query.taskGroupId);
    reply.raw.on('close', () => stream.close());
    return reply.headers(SSE_HEADERS).send(stream.body);
  });
}
