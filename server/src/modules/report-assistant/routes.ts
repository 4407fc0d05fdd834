import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api } from '@pingjia/contract';
import { sessionOf } from '../../platform/auth.js';
import type { AppContext } from '../../platform/context.js';
import { requestLocale } from '../../platform/errors.js';
import { route } from '../../platform/route.js';
import { SSE_HEADERS } from '../progress-live/stream.js';
import { scopeOf } from '../scope/request.js';
import { statusOf } from './policy.js';
import { PURGE_INTERVAL_MS, purgeExpired } from './retention.js';
import { relayAnswer } from './relay.js';
import { acceptQuestion, openConversation, type Caller } from './service.js';
import { readSettings, saveSettings } from './settings.js';

function callerOf(request: FastifyRequest): Caller {
  return { session: sessionOf(request), ip: request.ip, locale: requestLocale(request) };
}

/**
 * /wj/api/chats/ragflow/: the report assistant. Questions about a report go to the district's
 * RAGFlow through this server (the key stays here) and the answer streams back as it comes.
 */
export function reportAssistantRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { chats } = api;
  let purger: NodeJS.Timeout | undefined;
  const purge = () => {
    purgeExpired(ctx.db, ctx.clock()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'report assistant purge failed'),
    );
  };
  app.addHook('onReady', (done) => {
    purge();
    purger = setInterval(purge, PURGE_INTERVAL_MS).unref();
    done();
  });
  app.addHook('onClose', (_instance, done) => {
    clearInterval(purger);
    done();
  });

  route(app, chats.assistantStatus, async ({ query }, request) => {
    return { state: await statusOf(ctx.db, ctx.config, sessionOf(request), query) };
  });

  route(app, chats.createSessions, async ({ query }, request) => ({
    sessionId: await openConversation(ctx, callerOf(request), query, request.log),
  }));

  route(app, chats.completions, async ({ body }, request, reply) => {
    const run = await acceptQuestion(ctx, callerOf(request), body);
    const out = new PassThrough();
    // Sent at once, so the browser holds the reply (and can cancel it) before RAGFlow says a word.
    out.write(': accepted\n\n');
    const gone = new AbortController();
    // The browser cancelled or went away before the answer was complete: stop asking RAGFlow.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) gone.abort();
    });
    // A failed write's message would quote the answer: only that it failed is logged.
    void relayAnswer(run, out, gone.signal, request.log).catch(() =>
      request.log.error({ exchangeId: run.exchangeId }, 'report assistant: how the exchange ended was not stored'),
    );
    return reply.headers(SSE_HEADERS).send(out);
  });

  route(app, chats.getAssistantSettings, async ({ body }, request) =>
    readSettings(ctx, await scopeOf(ctx, request), body.regionId),
  );

  route(app, chats.saveAssistantSettings, async ({ body }, request) =>
    saveSettings(ctx, callerOf(request), await scopeOf(ctx, request), body),
  );
}
