import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
