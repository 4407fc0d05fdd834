import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { $ZodType, safeEncode, safeParse } from 'zod/v4/core';

/**
 * Schema kinds whose decoding and encoding disagree on a value the server can send: a transform or
 * pipe maps its value one way only (encoding refuses it), a catch swaps a wrong value for its
 * fallback instead of refusing it, a success check turns the value into a boolean. A default or
 * prefault is left out: decoding fills a field the presenter left undefined with the contract's
 * default (user info's missing avatar is null), the reply the contract's type promises, as a kept
 * reply has always been filled (`serializeReply` in platform/route.ts).
 */
const DIRECTED_KINDS = new Set(['transform', 'pipe', 'catch', 'success']);

/** Every schema a definition names: an object's shape, an array's element, a union's options and so on. */
function childSchemas(def: Record<string, unknown>): $ZodType[] {
  const found: $ZodType[] = [];
  const visit = (value: unknown): void => {
    if (value instanceof $ZodType) found.push(value);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
      Object.values(value).forEach(visit);
  };
  for (const [key, value] of Object.entries(def)) {
    // A check (min, int, regex...) never changes which way the value goes.
    if (key !== 'checks') visit(value);
  }
  // A lazy schema names its inner one through a getter, called here once (recursion ends at `seen`).
  if (def.type === 'lazy') visit((def.getter as () => unknown)());
  return found;
}

/** Whether decoding and encoding the schema give the same value: no node of it is one of DIRECTED_KINDS. */
export function isDirectionFree(schema: $ZodType): boolean {
  const seen = new Set<$ZodType>();
  const pending = [schema];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const def = next._zod.def as unknown as Record<string, unknown>;
    if (DIRECTED_KINDS.has(String(def.type))) return false;
    pending.push(...childSchemas(def));
  }
  return true;
}

/**
 * Serializes a reply through its route's response schema, which drops every field the schema does
 * not declare and refuses a reply of the wrong shape. The library's own compiler encodes, and zod's
 * encoding runs every node that has checks twice (a trial pass without them, then the real one):
 * a third of the event loop's time on `sys/date` went there (docs/scale.md). A schema without any
 * direction-dependent node decodes to the same value, so it is decoded; any other keeps encoding,
 * which refuses a one-way transform in a reply as before.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  if (!(schema instanceof $ZodType)) throw new Error(`the response schema of ${method} ${url} is not a zod schema`);
  const check = isDirectionFree(schema) ? safeParse : safeEncode;
  return (data: unknown) => {
    const result = check(schema, data);
    if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
