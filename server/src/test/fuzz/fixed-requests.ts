import type { z } from 'zod';
import type { ApiRoute, CallShape } from '@pingjia/contract';
import { nestedJson } from './hostile.js';
import { multipartBody, oversizeUpload } from './multipart.js';
import { jsonSchemaOf } from './schema-values.js';
import { FUZZ_ADDRESS, joinQuery, JSON_TYPE, queryString, urlOf, type FuzzRequest } from './wire.js';

/*
 * The fixed cases every call gets once, whatever the seed: each field of a well-formed input
 * in turn set to what validation might let through and the database refuse, and the body-level
 * mischief (over the limit, nested past any parser's stack, prototype keys, wrong types).
 */

/** Fastify's default body limit; no route raises it. */
const BODY_LIMIT = 1024 * 1024;
/** Deeper than any recursive walk survives (a stack holds about 10,000 frames), still cheap to parse. */
const DEEP = 20_000;

type FieldKind = 'integer' | 'number' | 'string' | 'array' | 'other';
/** A field that may be several kinds is taken as the first it may be. */
const KIND_ORDER = ['integer', 'number', 'string', 'array'] as const;

function fieldKinds(schema: z.ZodType): Record<string, FieldKind> {
  const properties = jsonSchemaOf(schema).properties ?? {};
  return Object.fromEntries(
    Object.entries(properties).map(([key, property]) => {
      const type = [property.type ?? [], ...(property.anyOf ?? []).map((option) => option.type ?? [])].flat();
      const kind = KIND_ORDER.find((candidate) => type.includes(candidate)) ?? 'other';
      return [key, kind];
    }),
  );
}

/** Per kind of field, the values most likely to pass a lax schema and break the database. */
const TARGETED: Record<FieldKind, readonly unknown[]> = {
  integer: [2 ** 31, -(2 ** 31) - 1],
  number: [1e308, 2 ** 31],
  string: ['a\u0000b', '\ud800', 'x'.repeat(100_000)],
  array: [[2 ** 31], ['\u0000']],
  other: ['\u0000', 2 ** 31],
};

/** Past the router's limit on a path parameter (100 characters). */
const LONG_PATH_SEGMENT = '1'.repeat(101);

interface FieldCase {
  part: 'params' | 'query' | 'body';
  field: string;
  value: unknown;
}

function fieldCases(shape: CallShape): FieldCase[] {
  return (['params', 'query', 'body'] as const).flatMap((part) => {
    const schema = shape[part];
    if (!schema || (part === 'body' && shape.multipart)) return [];
    return Object.entries(fieldKinds(schema)).flatMap(([field, kind]) =>
      [...TARGETED[kind], ...(part === 'params' ? [LONG_PATH_SEGMENT] : [])].map((value) => ({ part, field, value })),
    );
  });
}

/** A well-formed input per part (as far as a generator can tell without knowing the data). */
export interface Baseline {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

function withField(base: unknown, field: string, value: unknown): Record<string, unknown> {
  const record = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {};
  return { ...record, [field]: value };
}

function request(
  route: ApiRoute,
  kind: string,
  parts: { params?: unknown; query?: string; contentType?: string; payload?: string | Buffer },
): FuzzRequest {
  return {
    kind,
    method: route.method,
    url: urlOf(route.path, parts.params, parts.query ?? ''),
    headers: parts.contentType === undefined ? {} : { 'content-type': parts.contentType },
    ...(parts.payload === undefined ? {} : { payload: parts.payload }),
    remoteAddress: FUZZ_ADDRESS,
  };
}

/** One of several variants, chosen by the call's seed: every variant is sent, spread over the calls. */
function oneOf<T>(variants: readonly T[], pick: number, group: number): T {
  const chosen = variants[Math.abs(pick >> (group * 4)) % variants.length];
  if (chosen === undefined) throw new Error('no variants');
  return chosen;
}

function uploadCases(send: Send): FuzzRequest[] {
  const oversize = oversizeUpload();
  const noFile = multipartBody([], 'b');
  return [
    send('upload past the size limit', oversize.contentType, oversize.payload),
    send('upload with no file part', 'multipart/form-data; boundary=b', noFile),
    send('multipart without a boundary', 'multipart/form-data', noFile),
    send('JSON on an upload', JSON_TYPE, '{"file":"a.png"}'),
  ];
}

type Send = (kind: string, contentType: string | undefined, payload: string | Buffer) => FuzzRequest;

function bodyLevelCases(route: ApiRoute, shape: CallShape, base: Baseline, pick: number): FuzzRequest[] {
  const send: Send = (kind, contentType, payload) =>
    request(route, kind, {
      params: base.params,
      query: queryString(base.query),
      ...(contentType === undefined ? {} : { contentType }),
      payload,
    });
  if (shape.multipart) return uploadCases(send);
  const valid = JSON.stringify(base.body ?? {});
  const validObject = valid.startsWith('{') ? valid : '{}';
  const part = multipartBody([{ name: 'a', content: Buffer.from('1') }], 'b');
  const groups: (() => FuzzRequest)[][] = [
    [() => send('body past the limit', JSON_TYPE, JSON.stringify('x'.repeat(BODY_LIMIT)))],
    [
      () => send(`arrays nested ${DEEP} deep`, JSON_TYPE, nestedJson(DEEP, 'array')),
      () => send(`objects nested ${DEEP} deep`, JSON_TYPE, nestedJson(DEEP, 'object')),
    ],
    [
      () =>
        send('__proto__ key', JSON_TYPE, `{"__proto__":{"isAdmin":true},${validObject.slice(1)}`.replace(',}', '}')),
      () => send('constructor.prototype key', JSON_TYPE, '{"constructor":{"prototype":{"isAdmin":true}}}'),
    ],
    [
      () => send('null body', JSON_TYPE, 'null'),
      () => send('array body', JSON_TYPE, '[]'),
      () => send('string body', JSON_TYPE, '"text"'),
    ],
    [
      () => send('text/plain', 'text/plain', valid),
      () => send('form-encoded', 'application/x-www-form-urlencoded', `${queryString(base.body)}&__proto__[isAdmin]=1`),
      () => send('multipart on a JSON call', 'multipart/form-data; boundary=b', part),
      () => send('multipart without a boundary', 'multipart/form-data', part),
    ],
  ];
  return groups.map((variants, group) => oneOf(variants, pick, group)());
}

const QUERY_JUNK = ['%00=%00', 'lang=%ED%A0%80', `${'a'.repeat(20_000)}=1`, '__proto__[isAdmin]=1', '%zz'];

function queryLevelCase(route: ApiRoute, base: Baseline, pick: number): FuzzRequest {
  const payload = route.method === 'POST' ? { contentType: JSON_TYPE, payload: JSON.stringify(base.body ?? {}) } : {};
  const query = joinQuery(queryString(base.query), oneOf(QUERY_JUNK, pick, 7));
  return request(route, 'odd query', { params: base.params, query, ...payload });
}

/**
 * The fixed cases of one call, from a well-formed baseline of its input. Where a kind of
 * mischief has variants, `pick` (the call's seed) chooses one, so all are sent across the calls.
 */
export function fixedRequestsFor(route: ApiRoute, shape: CallShape, base: Baseline, pick: number): FuzzRequest[] {
  const targeted = fieldCases(shape).map(({ part, field, value }) => {
    const changed = { ...base, [part]: withField(base[part], field, value) };
    const payload =
      route.method === 'POST' && !shape.multipart
        ? { contentType: JSON_TYPE, payload: JSON.stringify(changed.body ?? {}) }
        : {};
    return request(route, `${part}.${field} = ${label(value)}`, {
      params: changed.params,
      query: queryString(changed.query),
      ...payload,
    });
  });
  const bodyLevel = route.method === 'POST' ? bodyLevelCases(route, shape, base, pick) : [];
  const badPath = shape.params ? [badlyEncodedPath(route)] : [];
  return [...targeted, ...bodyLevel, ...badPath, queryLevelCase(route, base, pick)];
}

/** A path parameter whose percent-encoding cannot be decoded, as no client library would write it. */
function badlyEncodedPath(route: ApiRoute): FuzzRequest {
  return { ...request(route, 'bad percent-encoding in the path', {}), url: route.path.replace(/:[A-Za-z]+/g, '%zz') };
}

/** A short label for a value in a case's name. */
function label(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 20)}…(${text.length} chars)` : text;
}
