import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * Why: a statement sent unnamed is parsed and planned again on every call, and on the hot paths
 * (the home, a hand-in) planning costs PostgreSQL five to fifty times the execution itself. A
 * statement text seen often enough gets a name, so each connection parses it once and PostgreSQL
 * keeps its plan; the named set is capped, because texts that vary (an `in` list of any length)
 * would otherwise fill every connection with statements used once.
 */
export interface StatementNaming {
  /** The name for this text, or undefined while it is not yet hot or the cap is reached. */
  nameFor(text: string): string | undefined;
  readonly namedCount: number;
}

interface Options {
  /** Uses of a text before it is named. */
  hotAfter?: number;
  /** Most texts named per process (and so per connection). */
  maxNamed?: number;
  /** Distinct texts counted before the counts start over, so one-off texts cannot grow memory. */
  maxCounted?: number;
}

export function createStatementNaming({
  hotAfter = 3,
  maxNamed = 300,
  maxCounted = 5_000,
}: Options = {}): StatementNaming {
  const named = new Map<string, string>();
  let uses = new Map<string, number>();
  return {
    nameFor(text) {
      const name = named.get(text);
      if (name !== undefined || named.size >= maxNamed) return name;
      const count = (uses.get(text) ?? 0) + 1;
      if (count < hotAfter) {
        if (uses.size >= maxCounted) uses = new Map();
        uses.set(text, count);
        return undefined;
      }
      uses.delete(text);
      const fresh = `pj_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
      named.set(text, fresh);
      return fresh;
    },
    get namedCount() {
      return named.size;
    },
  };
}

type QueryFn = (config: unknown, values?: unknown, callback?: unknown) => unknown;

interface TextConfig {
  text: string;
  name?: string;
  values?: unknown;
  submit?: unknown;
}

function isPlainTextConfig(config: unknown): config is TextConfig {
  return typeof config === 'object' && config !== null && typeof (config as TextConfig).text === 'string';
}

/**
 * Names the hot statements of every connection the pool opens. Only statements with parameters
 * (the application's own, sent with the extended protocol anyway); never a submittable (a cursor,
 * a stream) or a statement its caller named itself.
 */
export function nameHotStatements(pool: pg.Pool, naming: StatementNaming = createStatementNaming()): void {
  pool.on('connect', (client) => {
    const original = client.query.bind(client) as QueryFn;
    const wrapped: QueryFn = (config, values, callback) => {
      const given = Array.isArray(values) ? values : isPlainTextConfig(config) ? config.values : undefined;
      const hasValues = Array.isArray(given) && given.length > 0;
      if (!hasValues) return original(config, values, callback);
      if (typeof config === 'string') {
        const name = naming.nameFor(config);
        return original(name ? { text: config, name } : config, values, callback);
      }
      if (isPlainTextConfig(config) && config.submit === undefined && !config.name) {
        const name = naming.nameFor(config.text);
        return original(name ? { ...config, name } : config, values, callback);
      }
      return original(config, values, callback);
    };
    (client as unknown as { query: QueryFn }).query = wrapped;
  });
}
