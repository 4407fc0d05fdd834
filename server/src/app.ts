import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { fail, ok, ErrorCode, MAX_UPLOAD_BYTES } from '@pingjia/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerAuth } from './platform/auth.js';
import type { AppContext } from './platform/context.js';
import { registerErrorHandling, sendFrameworkError, sendNoSuchCall } from './platform/errors.js';
import { dataDirFileStore } from './platform/file-store/local-disk.js';
import { registerInputGuard } from './platform/input-guard.js';
import { createPii } from './platform/pii.js';
import { createPgRateLimiter, createRedisRateLimiter } from './platform/rate-limit.js';
import { LOG_REDACT, requestIdFor } from './platform/request-id.js';
import { OneLineRequestLog, serializeError } from './platform/request-log.js';
import { responseSerializerCompiler } from './platform/response-serializer.js';
import { registerNoStore, registerSecurityHeaders } from './platform/security.js';
import { createPgSessionStore } from './platform/sessions/pg-store.js';
import { createRedisSessionStore } from './platform/sessions/redis-store.js';
import { withActivityBuffer } from './platform/sessions/activity.js';
import { createOutboxSmsSender, type SmsSender } from './platform/sms.js';
import { hasWebBuild, isSpaDeepLink, registerStatic, sendHtml } from './platform/static.js';
import { createPgNonceStore, createRedisNonceStore } from './platform/transport/nonces.js';
import { createTransportKeys } from './platform/transport/keys.js';
import { apiModules } from './modules/index.js';

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route as registered, so tests can check each against the contract and the OpenAPI document. */
    registeredRoutes: readonly RegisteredRoute[];
  }
}

export interface AppDeps {
  config: Config;
  db: Database;
  /** A read replica for report and statistics reads; the primary (`db`) when absent. */
  readDb?: Database;
  /** 32 bytes; see platform/pii.ts. */
  piiKey: Buffer;
  redis?: Redis;
  sms?: SmsSender;
  clock?: () => Date;
  /** Overrides the configured idle limit (tests make it tiny). */
  sessionIdleMs?: number;
  logger?: FastifyServerOptions['logger'];
}

/** `onBackgroundError` hears failures of work no request waits for (writing sessions' last use). */
export function buildContext(deps: AppDeps, onBackgroundError?: (error: unknown) => void): AppContext {
  const { config, db, redis } = deps;
  const clock = deps.clock ?? (() => new Date());
  const pii = createPii(deps.piiKey);
  const nonces = redis ? createRedisNonceStore(redis) : createPgNonceStore(db);
  const sessionIdleMs = deps.sessionIdleMs ?? config.sessionIdleMinutes * 60_000;
  return {
    config,
    db,
    readDb: deps.readDb ?? db,
    pii,
    files: dataDirFileStore(config.dataDir),
    clock,
    sessions: withActivityBuffer(redis ? createRedisSessionStore(redis) : createPgSessionStore(db), {
      idleMs: sessionIdleMs,
      clock,
      ...(onBackgroundError ? { onError: onBackgroundError } : {}),
    }),
    rateLimiter: redis ? createRedisRateLimiter(redis) : createPgRateLimiter(db),
    transport: createTransportKeys({ db, pii, nonces, clock }),
    sms: deps.sms ?? createOutboxSmsSender(config.dataDir),
    sessionIdleMs,
    sessionMaxMs: config.sessionMaxHours * 3_600_000,
  };
}

function registerHealth(app: FastifyInstance, db: Database): void {
  app.get('/healthz', async (request, reply) => {
    try {
      await db.execute(sql`select 1`);
      return ok({ database: 'up' });
    } catch (error) {
      request.log.warn({ err: error }, 'health check failed');
      return reply.code(503).send(fail(ErrorCode.Internal, 'database unavailable'));
    }
  });
}

/** Production's logger settings; the API tests add a destination (`stream`) and keep everything else. */
export function logOptions(config: Config) {
  return { level: config.logLevel, redact: LOG_REDACT, serializers: { err: serializeError } };
}

/**
 * The logger a caller asked for (a test's level and destination), still redacting tokens and
 * logging errors without statement values, whatever it was given; `false` keeps it quiet.
 */
function loggerFor(deps: AppDeps): FastifyServerOptions['logger'] {
  if (deps.logger === false) return false;
  const given = typeof deps.logger === 'object' ? deps.logger : {};
  return { ...logOptions(deps.config), ...given, serializers: { ...given.serializers, err: serializeError } };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerFor(deps),
    logController: new OneLineRequestLog(),
    frameworkErrors: sendFrameworkError,
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: deps.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', ({ method, url }) => {
    for (const one of [method].flat()) registeredRoutes.push({ method: one, url });
  });
  registerErrorHandling(app);
  registerInputGuard(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 10 } });

  const ctx = buildContext(deps, (error) => app.log.warn({ err: error }, 'could not record session use'));
  app.addHook('onClose', () => ctx.sessions.close());
  registerHealth(app, deps.db);
  await app.register(async (api) => {
    registerNoStore(api);
    registerAuth(api, ctx);
    for (const module of apiModules) {
      // Each module gets its own encapsulated scope, so its hooks and decorators stay its own.
      await api.register((scope, _options, done) => {
        module(scope, ctx);
        done();
      });
    }
  });

  const serveWeb = hasWebBuild(deps.config.webDist);
  if (serveWeb) await registerStatic(app, deps.config.webDist);
  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && isSpaDeepLink(request)) return sendHtml(reply, 'index.html');
    return sendNoSuchCall(reply);
  });
  return app;
}
