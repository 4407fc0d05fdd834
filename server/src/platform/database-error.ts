import { createHash } from 'node:crypto';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';

/** What may be said of a failed statement: its SQLSTATE and a fingerprint of its text, never its values. */
export interface DatabaseFailure {
  code: string | undefined;
  /** A short hash of the statement text: the same statement always gives the same one. */
  statement: string | undefined;
}

const fingerprint = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * The database failure an error is or wraps (through `cause`), if any. Drizzle's error
 * carries the statement and its parameters and PostgreSQL's message often quotes a value
 * ('invalid input syntax for type integer: "…"'), so neither may reach a log or a reply.
 */
export function databaseFailureOf(error: unknown): DatabaseFailure | undefined {
  let statement: string | undefined;
  for (let current = error, depth = 0; current instanceof Error && depth < 8; current = current.cause, depth += 1) {
    if (current instanceof DrizzleQueryError) statement ??= fingerprint(current.query);
    else if (current instanceof pg.DatabaseError) return { code: current.code, statement };
    // Under a failed query, not from PostgreSQL: the connection (ECONNREFUSED, a timeout).
    else if (statement !== undefined) return { code: codeOf(current), statement };
  }
  return statement === undefined ? undefined : { code: undefined, statement };
}

function codeOf(error: Error): string | undefined {
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * SQLSTATEs that mean a value sent by the client reached a statement unchecked (out of range,
 * not a number, a NUL, too long for its column): the client's fault, not a server fault.
 */
const INPUT_DATA_EXCEPTIONS: ReadonlySet<string> = new Set(['22001', '22003', '22021', '22P02', '22P05']);

export function isInputDataException(failure: DatabaseFailure): boolean {
  return failure.code !== undefined && INPUT_DATA_EXCEPTIONS.has(failure.code);
}
