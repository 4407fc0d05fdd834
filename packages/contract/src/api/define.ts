import type { z } from 'zod';
import type { Access } from '../access/capabilities.js';

export type HttpMethod = 'GET' | 'POST';

/**
 * A call whose reply is not a §8 JSON envelope: a file, a workbook, a redirect, a page. Its
 * failures still answer with the envelope.
 */
export const RAW_REPLY = 'raw';

/** The shapes of one call: what it reads and the `data` of its success envelope. */
export interface CallShape {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The body is a multipart form (a file upload), read by the handler; clients send FormData. */
  multipart?: true;
  /** The body may be form-encoded as well as JSON (the §7 tracking beacons), read by the handler. */
  form?: true;
  response: z.ZodType | typeof RAW_REPLY;
}

export type CallShapes = Record<string, CallShape>;

/**
 * One entry of the route table. At run time it holds only what both sides need (method,
 * path, who may call it, its name); its shapes travel as a type, so a page bundles no schema.
 * The server finds the schemas by group and name (`shapeOf`).
 */
export interface ApiRoute<S extends CallShape = CallShape, M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
  readonly access: Access;
  readonly group: string;
  readonly name: string;
  /** See `GetOptions`. */
  readonly navigable?: true;
  /** Type only: never set. */
  readonly shape?: S;
}

export interface RouteSpec<M extends HttpMethod = HttpMethod> {
  readonly method: M;
  readonly path: string;
  readonly access: Access;
  readonly navigable?: true;
}

export interface GetOptions {
  /**
   * The browser opens the call itself (a link, an <img>, an EventSource), so it carries the
   * session cookie and no header. Only such calls read the session from the cookie: every other
   * call needs the header, which another site cannot send. A POST is never navigable.
   */
  navigable?: true;
}

/* Calls to these build plain objects; the annotations let the web's bundler drop unused groups. */

/*#__NO_SIDE_EFFECTS__*/
export function get(path: string, access: Access, options: GetOptions = {}): RouteSpec<'GET'> {
  return options.navigable ? { method: 'GET', path, access, navigable: true } : { method: 'GET', path, access };
}

/*#__NO_SIDE_EFFECTS__*/
export function post(path: string, access: Access): RouteSpec<'POST'> {
  return { method: 'POST', path, access };
}

export type RouteGroup<S extends CallShapes, E extends { [K in keyof S]: RouteSpec }> = {
  readonly [K in keyof S]: ApiRoute<S[K], E[K]['method']>;
};

/**
 * A group of the route table, typed by its shapes: `defineGroup<typeof xCalls>()('x', {...})`.
 * Every shape needs an entry and every entry a shape.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineGroup<S extends CallShapes>() {
  return /*#__NO_SIDE_EFFECTS__*/ <
    const E extends { [K in keyof S]: RouteSpec } & Record<Exclude<keyof E, keyof S>, never>,
  >(
    group: string,
    entries: E,
  ): RouteGroup<S, E> =>
    Object.fromEntries(Object.entries(entries).map(([name, spec]) => [name, { ...spec, group, name }])) as RouteGroup<
      S,
      E
    >;
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : never;
type Sent<T> = T extends z.ZodType ? z.input<T> : never;

/** What the server's handler reads, after validation and coercion. */
export type CallParams<S extends CallShape> = Parsed<S['params']>;
export type CallQuery<S extends CallShape> = Parsed<S['query']>;
export type CallBody<S extends CallShape> = Parsed<S['body']>;
/** What the handler returns as `data` (the envelope is added by the server). */
export type CallResult<S extends CallShape> = S['response'] extends z.ZodType ? z.input<S['response']> : never;

export type ShapeOf<R> = R extends ApiRoute<infer S, HttpMethod> ? S : never;

type Optional<K extends string, T> = [T] extends [never]
  ? unknown
  : undefined extends T
    ? { [P in K]?: T }
    : Record<never, never> extends T
      ? { [P in K]?: T }
      : { [P in K]: T };

/**
 * What a client sends: path parameters, query and body as the schemas accept them before
 * coercion. A file upload sends FormData where its schema describes the form's fields.
 */
export type RouteInput<R> =
  ShapeOf<R> extends infer S extends CallShape
    ? Optional<'params', Sent<S['params']>> &
        Optional<'query', Sent<S['query']>> &
        (S['multipart'] extends true ? { body: FormData } : Optional<'body', Sent<S['body']>>)
    : never;

/** The `data` a client receives: the response schema's output, as JSON carries it. */
export type RouteData<R> =
  ShapeOf<R> extends infer S extends CallShape
    ? S['response'] extends z.ZodType
      ? z.output<S['response']>
      : Response
    : never;

/** Turns `/a/:id` and `{ id: 3 }` into `/a/3`. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
