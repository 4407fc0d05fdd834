import fc from 'fast-check';
import type { ApiRoute, CallShape } from '@pingjia/contract';
import { nestedJson, oddString, oddValue } from './hostile.js';
import { multipartRequest } from './multipart.js';
import { valuesFor, type ValueContext } from './schema-values.js';
import { encodeText, FUZZ_ADDRESS, joinQuery, JSON_TYPE, queryString, urlOf, type FuzzRequest } from './wire.js';

/*
 * The generated requests of a call: its input shaped by the contract's schema with hostile
 * values swapped in, under wrong content types, malformed or nested deep, with junk in the query.
 */

/** Where the callers sign in from (inject's default): fuzzed sign-ins never count against it. */
const SIGN_IN_ADDRESS = '127.0.0.1';

/** Hand-written query strings no client library would send. */
const rawQueryJunk = fc.constantFrom(
  '%',
  '%zz',
  '%00',
  '%FF%FE',
  '%ED%A0%80',
  'lang=__proto__',
  'lang=constructor',
  '__proto__=1',
  '__proto__[isAdmin]=1',
  'a[b][c]=1',
  '&&&==',
  'timestamp=%00',
);

const acceptLanguage = fc.oneof(fc.constantFrom('en', 'en-US,en;q=0.9', 'zh-CN', '*', '__proto__'), oddString);

/** Extra query text: a hostile `lang` (every call reads it) and junk. */
const queryExtras = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  { weight: 2, arbitrary: oddString.map((lang) => `lang=${encodeText(lang)}`) },
  { weight: 2, arbitrary: rawQueryJunk },
);

interface Body {
  kind: string;
  contentType: string | undefined;
  payload: string | Buffer | undefined;
}

const json = (kind: string, value: unknown): Body => ({
  kind,
  contentType: JSON_TYPE,
  payload: JSON.stringify(value) ?? '',
});

const malformedJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  '{"a":1}garbage',
  '\ufeff{}',
  '\u0000',
  'undefined',
  'NaN',
  "{'a':1}",
  '{"a":1,"a":2}',
  '[1,]',
  '"\\ud800"',
  '{"\\u0000":1}',
  '1e999999',
);

const oddContentType = fc.constantFrom(
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/octet-stream',
  'APPLICATION/JSON',
  'application/json, text/plain',
  'text/json',
  '*/*',
);

/** Bodies of a JSON call: mostly shaped by its schema, the rest malformed, mislabelled or nested deep. */
function jsonBodies(shape: CallShape, context: ValueContext): fc.Arbitrary<Body> {
  const values = shape.body ? valuesFor(shape.body, context) : oddValue;
  return fc.oneof(
    { weight: 12, arbitrary: values.map((value) => json('schema body', value)) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => json('any JSON', value)) },
    {
      weight: 1,
      arbitrary: malformedJson.map((payload) => ({ kind: 'malformed JSON', contentType: JSON_TYPE, payload })),
    },
    {
      weight: 1,
      arbitrary: values.map((value) => ({
        kind: 'form-encoded',
        contentType: 'application/x-www-form-urlencoded',
        payload: queryString(value),
      })),
    },
    {
      weight: 1,
      arbitrary: values.map((value) => ({
        kind: 'text/plain',
        contentType: 'text/plain',
        payload: JSON.stringify(value) ?? '',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(oddContentType, values).map(([contentType, value]) => ({
        kind: 'odd content type',
        contentType,
        payload: JSON.stringify(value) ?? '',
      })),
    },
    { weight: 1, arbitrary: multipartRequest.map((raw) => ({ kind: 'multipart on a JSON call', ...raw })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(500, 5_000, 50_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
        .map(([depth, kind]) => ({
          kind: `nested ${depth} deep`,
          contentType: JSON_TYPE,
          payload: nestedJson(depth, kind),
        })),
    },
    {
      weight: 1,
      arbitrary: values.map((value) => ({
        kind: 'no content type',
        contentType: undefined,
        payload: JSON.stringify(value) ?? '',
      })),
    },
  );
}

function uploadBodies(): fc.Arbitrary<Body> {
  return fc.oneof(
    { weight: 6, arbitrary: multipartRequest.map((raw) => ({ kind: 'multipart', ...raw })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => json('JSON on an upload', value)) },
  );
}

/** The generated requests of one call. */
export function requestsFor(route: ApiRoute, shape: CallShape, context: ValueContext): fc.Arbitrary<FuzzRequest> {
  const params = shape.params ? valuesFor(shape.params, context) : fc.constant(undefined);
  const query = shape.query ? valuesFor(shape.query, context).map(queryString) : fc.constant('');
  const body: fc.Arbitrary<Body | undefined> =
    route.method === 'GET' ? fc.constant(undefined) : shape.multipart ? uploadBodies() : jsonBodies(shape, context);
  return fc
    .record({
      params,
      query,
      extras: queryExtras,
      body,
      language: fc.option(acceptLanguage, { freq: 4 }),
      remoteAddress: fc.oneof(
        fc.ipV4().filter((ip) => ip !== SIGN_IN_ADDRESS),
        fc.constant(FUZZ_ADDRESS),
      ),
    })
    .map(({ params: paramValues, query: queryText, extras, body: sent, language, remoteAddress }) => ({
      kind: sent?.kind ?? (extras ? 'odd query' : 'schema query'),
      method: route.method,
      url: urlOf(route.path, paramValues, joinQuery(queryText, extras)),
      headers: {
        ...(sent?.contentType === undefined ? {} : { 'content-type': sent.contentType }),
        ...(language === null ? {} : { 'accept-language': language }),
      },
      ...(sent?.payload === undefined ? {} : { payload: sent.payload }),
      remoteAddress,
    }));
}
