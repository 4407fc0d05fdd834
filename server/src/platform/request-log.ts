import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { databaseFailureOf } from './database-error.js';

/** The path without its query, which may carry a single-use download token. */
const pathOf = (url: string): string => url.split('?', 1)[0] ?? url;

/**
 * One log line per request, written when it completes, instead of Fastify's two (incoming and
 * completed): half the log volume on the hot path. Errors and stream failures keep Fastify's own
 * lines; the request id is bound to every line by Fastify.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      path: pathOf(request.url),
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.info({ method: request.method, path: pathOf(request.url) }, 'route not found');
  }
}

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** The frames of a stack, without its first line (the message). */
const framesOf = (stack: string | undefined): string =>
  (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');

/**
 * The logger's `err`: type, message, stack, code and cause, and nothing else an error happens
 * to carry. A failed statement is named by its SQLSTATE and fingerprint only: its text,
 * parameters and PostgreSQL's message (which quotes values) stay out of the log.
 */
export function serializeError(error: Error): LoggedError {
  const type = error.constructor.name;
  const failure = databaseFailureOf(error);
  if (failure) {
    const { code, statement } = failure;
    return { type, message: `database error ${code ?? ''}`.trim(), stack: framesOf(error.stack), code, statement };
  }
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type,
    message: error.message,
    stack: error.stack ?? '',
    ...(code === undefined ? {} : { code }),
    ...(statusCode === undefined ? {} : { statusCode }),
    ...(error.cause instanceof Error ? { cause: serializeError(error.cause) } : {}),
  };
}
