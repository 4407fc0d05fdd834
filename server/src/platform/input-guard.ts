import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import { ValidationError } from './app-error.js';
import { requestLocale } from './errors.js';
import { edgeRefusal } from './edge-refusals.js';

const NUL = '\u0000';

/** Text PostgreSQL cannot keep as sent: NUL, or half of a UTF-16 pair (jsonb refuses it, text alters it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string): boolean => text.includes(NUL) || LONE_SURROGATE.test(text);

/** The path of a text (a value or an object key) that cannot be stored; walked without recursion, so no depth is too deep. */
function pathOfUnstorable(input: Record<string, unknown>): string | undefined {
  const pending = Object.entries(input).map(([path, value]) => ({ path, value }));
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path, value } = next;
    if (typeof value === 'string') {
      if (isUnstorable(value)) return path;
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      for (const [key, inner] of Object.entries(value)) {
        if (isUnstorable(key)) return path;
        pending.push({ path: `${path}.${key}`, value: inner });
      }
    }
  }
  return undefined;
}

/**
 * PostgreSQL cannot store U+0000 or a lone surrogate as sent, so either anywhere in a call's input
 * (query, path, body, JSON or form) would fail in a query or change on the way. It is refused here for every route, as the
 * contract's validation failure, before any schema or handler sees it. Uploads read their
 * multipart body in the handler, which cleans the file name itself.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const path = pathOfUnstorable({ query: request.query, params: request.params, body: request.body });
    if (path === undefined) return done();
    done(new ValidationError([{ path, message: edgeRefusal.text('unstorableCharacter', requestLocale(request)) }]));
  });
}

/** The media type of the request's body without its parameters; undefined when it sends none. */
function mediaTypeOf(request: FastifyRequest): string | undefined {
  const header = request.headers['content-type'];
  return header?.split(';', 1)[0]?.trim().toLowerCase() || undefined;
}

/**
 * A JSON call takes only a JSON body (or none). A form or multipart body is what a page on
 * another site can post without asking, so such a body is refused even with a session.
 */
export function refuseNonJsonBody(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const type = mediaTypeOf(request);
  done(
    type === undefined || type === 'application/json'
      ? undefined
      : edgeRefusal(ErrorCode.ValidationFailed, 'jsonBodyOnly'),
  );
}
