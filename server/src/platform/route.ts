import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ok,
  RAW_REPLY,
  rolesWith,
  shapeOf,
  type Access,
  type ApiRoute,
  type CallBody,
  type CallParams,
  type CallQuery,
  type CallResult,
  type CallShape,
  type HttpMethod,
} from '@pingjia/contract';
import { envelopeOf } from './envelope-schema.js';
import { refuseNonJsonBody } from './input-guard.js';

/** The validated input of a call, typed by its contract shapes. */
export interface CallInput<S extends CallShape> {
  params: CallParams<S>;
  query: CallQuery<S>;
  body: CallBody<S>;
}

/** Every character outside ASCII, as a JSON escape: `张` → `\u5f20` (astral characters as their two halves). */
const escapeNonAscii = (json: string): string =>
  json.replace(/[\u0080-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A reply made once through the call's schema and kept (a cache's value): sent as it is, so a hit
 * costs no validation and no serialising of what was checked when it was made.
 * Kept in ASCII, Chinese text as JSON escapes: V8 stores a string with any character above Latin-1
 * at two bytes a character, so the demo home took 9.7 KB kept and takes 6.2 KB. Made through a
 * Latin-1 buffer because a string V8 builds from a two-byte one stays two-byte. Not kept as bytes
 * outside the heap: in the soak those grew the server's resident memory more than the strings did.
 */
export class SerializedReply {
  readonly json: string;

  constructor(json: string) {
    this.json = Buffer.from(escapeNonAscii(json), 'latin1').toString('latin1');
  }
}

/** `data` as the whole reply of `entry`'s call, validated and filtered by its response schema, ready to keep. */
export function serializeReply<S extends CallShape, M extends HttpMethod>(
  entry: ApiRoute<S, M>,
  data: CallResult<S>,
): SerializedReply {
  const shape = shapeFor(entry);
  if (shape.response === RAW_REPLY) throw new Error(`${entry.group}.${entry.name} sends its own reply`);
  return new SerializedReply(JSON.stringify(envelopeOf(shape.response)[200].parse(ok(data))));
}

/** A JSON call's handler returns its `data` (or a kept reply); the envelope is added here. A raw call sends its own reply. */
export type CallHandler<S extends CallShape> = (
  input: CallInput<S>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<S['response'] extends typeof RAW_REPLY ? FastifyReply : CallResult<S> | SerializedReply>;

export interface RouteOptions {
  /** A larger body than Fastify's 1 MiB default (imports). */
  bodyLimit?: number;
}

/** The route config the session check reads (`platform/auth.ts`). */
export function accessConfig(access: Access): { public?: boolean; roles?: readonly number[] } {
  if (access === 'public') return { public: true };
  if (access === 'session') return {};
  return { roles: rolesWith(access) };
}

function shapeFor(route: ApiRoute): CallShape {
  const shape = shapeOf(route);
  if (!shape) throw new Error(`${route.group}.${route.name} has no shapes in the contract`);
  return shape;
}

/**
 * Registers a call from its contract entry: the entry gives the method, path, who may call it
 * and the schemas that validate the input and filter the reply; the handler only does the work.
 */
export function route<S extends CallShape, M extends HttpMethod>(
  app: FastifyInstance,
  entry: ApiRoute<S, M>,
  handler: CallHandler<S>,
  options: RouteOptions = {},
): void {
  const shape = shapeFor(entry);
  const isRaw = shape.response === RAW_REPLY;
  const takesJsonOnly = entry.method === 'POST' && !shape.multipart && !shape.form;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: entry.method,
    url: entry.path,
    config: { ...accessConfig(entry.access), ...(entry.navigable ? { navigable: true } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    ...(takesJsonOnly ? { preValidation: refuseNonJsonBody } : {}),
    schema: {
      ...(shape.params ? { params: shape.params } : {}),
      ...(shape.query ? { querystring: shape.query } : {}),
      ...(shape.body ? { body: shape.body } : {}),
      ...(shape.response !== RAW_REPLY ? { response: envelopeOf(shape.response) } : {}),
    },
    handler: async (request, reply) => {
      // Fastify has validated and coerced each part against the schema above.
      const input = { params: request.params, query: request.query, body: request.body } as CallInput<S>;
      const result = await handler(input, request, reply);
      if (result instanceof SerializedReply) return reply.type('application/json; charset=utf-8').send(result.json);
      return isRaw ? result : ok(result);
    },
  });
}
