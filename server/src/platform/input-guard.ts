import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { ErrorCode } from '@pingjia/contract';
import { ValidationError } from './app-error.js';
import { requestLocale } from './errors.js';
import { edgeRefusal } from './edge-refusals.js';

const NUL = '\u0000';

/** Text PostgreSQL cannot keep as sent: NUL, or half of a UTF-16 pair (jsonb refuses it, text alters it). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string): boolean => text.includes(NUL) || LONE_SURROGATE.test(text);

/** A value still to look at and the way to it: its key and the entry holding it (spelled out only for a refusal). */
interface Pending {
  value: object;
  key: string;
  within: Pending | undefined;
}

const pathTo = (entry: Pending): string => {
  const keys: string[] = [];
  for (let at: Pending | undefined = entry; at; at = at.within) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * The path of a text (a value or an object key) that cannot be stored; walked without recursion, so
 * no depth is too deep. Texts are checked where they are found and only objects wait their turn:
 * every call runs this, most with a few short texts or none.
 */
function pathOfUnstorable(sources: Record<string, unknown>): string | undefined {
  const pending: Pending[] = [];
  const visit = (value: unknown, key: string, within: Pending | undefined): string | undefined => {
    if (typeof value === 'string') {
      if (isUnstorable(value)) return within ? `${pathTo(within)}.${key}` : key;
    } else if (typeof value === 'object' && value !== null && !ArrayBuffer.isView(value)) {
      pending.push({ value, key, within });
    }
    return undefined;
  };
  for (const key of Object.keys(sources)) {
    const found = visit(sources[key], key, undefined);
    if (found !== undefined) return found;
  }
  for (let next = pending.pop(); next; next = pending.pop()) {
    const object = next.value as Record<string, unknown>;
    for (const key of Object.keys(object)) {
      if (isUnstorable(key)) return pathTo(next);
      const found = visit(object[key], key, next);
      if (found !== undefined) return found;
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
