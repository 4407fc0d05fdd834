import { gunzipSync, gzipSync } from 'node:zlib';
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

/**
 * A reply made once through the call's schema and kept (a cache's value): sent as it is, so a hit
 * costs no validation and no serialising of what was checked when it was made.
 * Kept gzip-compressed (the demo home: 6.2 KB of JSON, 1.3 KB kept) and sent compressed to every
 * client that accepts gzip, as browsers do; any other gets the JSON inflated per call. The bytes are
 * held as a Latin-1 string, a byte a character in V8's heap: kept as buffers outside the heap, the
 * soak's resident memory grew more (docs/scale.md, "Soak").
 */
export class SerializedReply {
  private readonly gzipped: string;

  constructor(json: string) {
    this.gzipped = gzipSync(json).toString('latin1');
  }

  /** The kept bytes, for a client that accepts gzip. */
  gzip(): Buffer {
    return Buffer.from(this.gzipped, 'latin1');
  }

  /** The reply's JSON text, inflated. */
  json(): string {
    return gunzipSync(this.gzip()).toString('utf8');
  }
}

/** Whether an Accept-Encoding header takes gzip: named (or else `*`) with a q above 0. */
export function acceptsGzip(header: string | undefined): boolean {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = weights.get('gzip') ?? weights.get('x-gzip') ?? weights.get('*') ?? 0;
  return weight > 0;
}

function sendKept(request: FastifyRequest, reply: FastifyReply, kept: SerializedReply): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(kept.json());
  return reply.header('content-encoding', 'gzip').send(kept.gzip());
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
      if (result instanceof SerializedReply) return sendKept(request, reply, result);
      return isRaw ? result : ok(result);
    },
  });
}
