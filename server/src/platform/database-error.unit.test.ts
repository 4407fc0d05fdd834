import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { databaseFailureOf, isInputDataException } from './database-error.js';
import { serializeError } from './request-log.js';

const SECRET = '330106201303150318';

function postgresError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.detail = `Key (certificate)=(${SECRET}) already exists.`;
  return error;
}

const failedQuery = (cause: Error) =>
  new DrizzleQueryError('select * from users where certificate = $1', [SECRET], cause);

describe('a failed statement', () => {
  it('is named by its SQLSTATE and a fingerprint of its text, the same for the same statement', () => {
    const first = databaseFailureOf(failedQuery(postgresError('23505', 'duplicate key')));
    const again = databaseFailureOf(failedQuery(postgresError('23505', 'duplicate key')));
    expect(first).toEqual({ code: '23505', statement: expect.stringMatching(/^[0-9a-f]{12}$/) as unknown });
    expect(again).toEqual(first);
  });

  it('is found under a wrapping error, and without Drizzle around it', () => {
    const wrapped = new Error('export failed', { cause: failedQuery(postgresError('22P02', 'bad input')) });
    expect(databaseFailureOf(wrapped)?.code).toBe('22P02');
    expect(databaseFailureOf(postgresError('22003', 'out of range'))).toEqual({ code: '22003', statement: undefined });
  });

  it('names a lost connection under a query by its code', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseFailureOf(failedQuery(refused))?.code).toBe('ECONNREFUSED');
    expect(databaseFailureOf(failedQuery(new Error('timeout')))?.code).toBeUndefined();
  });

  it('tells input the edge should have refused from a server fault', () => {
    expect(isInputDataException({ code: '22003', statement: undefined })).toBe(true);
    expect(isInputDataException({ code: '23505', statement: undefined })).toBe(false);
    expect(isInputDataException({ code: undefined, statement: 'abc' })).toBe(false);
    expect(databaseFailureOf(new Error('not the database'))).toBeUndefined();
  });
});

describe('the logged error', () => {
  it('of a failed statement carries no value, statement text, message or detail', () => {
    const logged = serializeError(failedQuery(postgresError('23505', `duplicate key value ${SECRET}`)));
    expect(logged).toMatchObject({ type: 'DrizzleQueryError', code: '23505', message: 'database error 23505' });
    expect(logged.stack).toMatch(/^\s+at /);
    expect(JSON.stringify(logged)).not.toContain(SECRET);
    expect(JSON.stringify(logged)).not.toContain('certificate');
  });

  it('of anything else keeps its message, stack, code and cause', () => {
    const cause = Object.assign(new Error('disk full'), { code: 'ENOSPC' });
    const error = Object.assign(new Error('store failed', { cause }), { statusCode: 500, extra: 'not logged' });
    expect(serializeError(error)).toEqual({
      type: 'Error',
      message: 'store failed',
      stack: error.stack,
      statusCode: 500,
      cause: { type: 'Error', message: 'disk full', stack: cause.stack, code: 'ENOSPC' },
    });
  });
});
