import fc from 'fast-check';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@pingjia/contract';
import { encodeText, pathWith, queryString, type FuzzRequest } from './wire.js';
import { valuesFor } from './schema-values.js';
import { problemsOf, type Exchange, type Reply } from './verdict.js';

const request: FuzzRequest = {
  kind: 'schema body',
  method: 'POST',
  url: '/x',
  headers: {},
  remoteAddress: '198.51.100.7',
};
const json = (statusCode: number, body: unknown): Reply => ({
  statusCode,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});

function exchange(reply: Reply, extra: Partial<Exchange> = {}): Exchange {
  return { call: 'POST /x', isRaw: false, caller: 7, request, reply, writes: {}, logged: [], elapsedMs: 1, ...extra };
}

describe('the fuzzer judges an answer', () => {
  it('passes a success and a validation failure', () => {
    expect(problemsOf(exchange(json(200, ok({ id: 1 }))))).toEqual([]);
    expect(problemsOf(exchange(json(200, fail(10001, 'bad'))))).toEqual([]);
    expect(problemsOf(exchange(json(401, fail(401, 'sign in'))))).toEqual([]);
  });

  it('fails a 5xx, even one wrapped in an envelope', () => {
    expect(problemsOf(exchange(json(500, fail(50000, 'internal'))))).toContain('answered HTTP 500');
  });

  it('fails JSON that is not a §8 envelope, and a JSON call answering anything else', () => {
    expect(problemsOf(exchange(json(200, { ok: true })))[0]).toMatch(/not a §8 envelope/);
    expect(problemsOf(exchange({ statusCode: 200, contentType: 'text/html', body: '<p>' }))[0]).toMatch(
      /instead of an envelope/,
    );
    expect(problemsOf(exchange(json(413, fail(10001, 'too large'))))).toContain('answered an envelope with HTTP 413');
  });

  it("lets a raw call's success be a file, but not its refusal", () => {
    const file: Reply = { statusCode: 200, contentType: 'application/zip', body: undefined };
    expect(problemsOf(exchange(file, { isRaw: true }))).toEqual([]);
    expect(problemsOf(exchange({ ...file, statusCode: 404 }, { isRaw: true }))).toHaveLength(1);
  });

  it('fails a refusal that wrote rows, not a success that did', () => {
    const writes = { users: 1 };
    expect(problemsOf(exchange(json(200, fail(10001, 'bad')), { writes }))).toEqual(['refused, yet wrote {"users":1}']);
    expect(problemsOf(exchange(json(403, fail(403, 'no')), { writes }))).toHaveLength(1);
    expect(problemsOf(exchange(json(200, ok(null)), { writes }))).toEqual([]);
  });

  it('fails an answer the server logged an error for', () => {
    const logged = ['input reached the database unchecked: value out of range'];
    expect(problemsOf(exchange(json(200, fail(10001, 'bad')), { logged }))).toEqual(['the server logged an error']);
  });
});

describe('the fuzzer writes requests', () => {
  it('percent-encodes lone surrogates as bytes no UTF-8 decoder accepts', () => {
    expect(encodeText('a\ud800')).toBe('a%ED%A0%80');
    expect(encodeText('中 ')).toBe('%E4%B8%AD%20');
  });

  it('writes lists as repeated keys and fills path parameters with any text', () => {
    expect(queryString({ ids: [1, 2], name: 'x&y', gone: undefined })).toBe('ids=1&ids=2&name=x%26y');
    expect(pathWith('/a/:id/b', { id: '../\u0000' })).toBe('/a/..%2F%00/b');
  });

  it('builds well-formed values that the schema accepts when no mischief is asked for', () => {
    const schema = z.object({
      id: z
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
      name: z.string().min(2).max(10),
      code: z.string().regex(/^\d{6}$/),
      kind: z.enum(['school', 'class']),
      ids: z.array(z.number().int().min(1)).min(1).max(3),
      note: z.string().optional(),
    });
    const values = valuesFor(schema, { knownIds: [7], oddOneIn: 0 });
    fc.assert(fc.property(values, (value) => schema.safeParse(value).success));
  });

  it('swaps in hostile values when asked', () => {
    const schema = z.object({ id: z.number().int().positive() });
    const samples = fc.sample(valuesFor(schema, { knownIds: [], oddOneIn: 2 }), { seed: 1, numRuns: 200 });
    expect(samples.some((value) => !schema.safeParse(value).success)).toBe(true);
  });
});
