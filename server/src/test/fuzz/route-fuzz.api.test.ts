import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, RAW_REPLY, shapeOf, type ApiRoute, type CallShape } from '@pingjia/contract';
import { dataDirFileStore } from '../../platform/file-store/local-disk.js';
import { seedDemo } from '../../seed/index.js';
import { CLASSES, REGIONS, SCHOOLS } from '../../seed/org.js';
import { testPii } from '../factories.js';
import { buildTestApp, testDb, type TestApp } from '../harness.js';
import { installWriteCounter } from '../write-counter.js';
import { Callers, type Caller, type Place } from './callers.js';
import { Sender } from './exchange.js';
import { fixedRequestsFor, type Baseline } from './fixed-requests.js';
import { requestsFor } from './requests.js';
import { valuesFor, type ValueContext } from './schema-values.js';
import { ServerLog } from './server-log.js';
import { fuzzSettings, seedForCall } from './settings.js';
import { problemsOf, Tally, type Exchange } from './verdict.js';
import type { FuzzRequest } from './wire.js';

/*
 * Every call of the route table, fed hostile input by each role allowed to make it (and by
 * nobody, for the public ones): no answer may be a 5xx, every JSON answer is a §8 envelope,
 * the server logs no error, and a refused request writes nothing. The demo is seeded so
 * well-formed ids meet real rows. Each call gets fixed cases (the same whatever the seed), then
 * FUZZ_RUNS generated requests; see settings.ts for replaying a failure.
 */

const settings = fuzzSettings();
const routes = Object.values(api).flatMap((group) => Object.values(group) as ApiRoute[]);
const callName = (route: ApiRoute) => `${route.method} ${route.path}`;

/** Class 1 of the demo's first school, in its district. */
const firstClass = CLASSES[0];
const DEMO_PLACE: Place = {
  districtId: SCHOOLS[0].districtId,
  schoolId: firstClass?.schoolId ?? 0,
  classId: firstClass?.id ?? 0,
};
const DEMO_IDS = [...REGIONS, ...SCHOOLS, ...CLASSES].map((row) => row.id);

let t: TestApp;
let callers: Callers;
let sender: Sender;
let context: ValueContext;
const tally = new Tally();
const serverLog = new ServerLog();

function shapeFor(route: ApiRoute): CallShape {
  const shape = shapeOf(route);
  if (!shape) throw new Error(`${callName(route)} has no shapes`);
  return shape;
}

function baselineFor(shape: CallShape, seed: number): Baseline {
  const pure = { ...context, oddOneIn: 0 };
  const one = (schema: CallShape['body']) =>
    schema ? fc.sample(valuesFor(schema, pure), { seed, numRuns: 1 })[0] : undefined;
  return { params: one(shape.params), query: one(shape.query), body: one(shape.body) };
}

/** At most `max` characters of a text, saying how long it was when cut. */
function clip(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

function describeExchange(exchange: Exchange, problems: string[]): string {
  const { caller, request, reply } = exchange;
  const payload = request.payload === undefined ? '' : `\n    body ${clip(JSON.stringify(String(request.payload)))}`;
  return [
    `${exchange.call} as ${caller === 'anonymous' ? 'nobody' : `role ${caller}`} (${request.kind}): ${problems.join('; ')}`,
    `    ${request.method} ${clip(request.url)} ${JSON.stringify(request.headers)}${payload}`,
    `    → ${reply.statusCode} ${clip(reply.body ?? '')}`,
    ...exchange.logged.map((line) => `    server logged: ${line}`),
  ].join('\n');
}

/** The shrunk failure's own words first, then how to replay it. */
function generatedFailure<T>(details: fc.RunDetails<T>): string {
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return `${error}\n    (fast-check seed ${details.seed}, path "${details.counterexamplePath ?? ''}", run seed ${settings.seed})`;
}

/** Sends one request and returns what went wrong, if anything. */
async function check(route: ApiRoute, caller: Caller, request: FuzzRequest): Promise<string[]> {
  const exchanges = await sender.send(callName(route), shapeFor(route).response === RAW_REPLY, caller, request);
  return exchanges.flatMap((exchange) => {
    tally.add(exchange);
    const problems = problemsOf(exchange);
    return problems.length > 0 ? [describeExchange(exchange, problems)] : [];
  });
}

describe.skipIf(process.env.PINGJIA_SECOND_PASS === '1')('every call, fed hostile input', () => {
  beforeAll(async () => {
    t = await buildTestApp({ logger: { level: 'error', stream: serverLog.stream } });
    await seedDemo(testDb(), testPii, dataDirFileStore(t.dataDir));
    callers = await Callers.signInAll(t, DEMO_PLACE);
    sender = new Sender(t.app, callers, serverLog);
    context = { knownIds: [...new Set([...DEMO_IDS, ...callers.knownIds()])], oddOneIn: 6 };
    await installWriteCounter();
    console.log(
      `route fuzz: seed ${settings.seed}, ${settings.runs} generated requests per call` +
        ` (replay with FUZZ_SEED=${settings.seed} FUZZ_RUNS=${settings.runs})`,
    );
  }, 180_000);

  afterAll(() => {
    console.log(tally.summary());
  });

  it.each(routes.map((route) => [callName(route), route] as const))(
    '%s',
    async (name, route) => {
      const shape = shapeFor(route);
      const allowed = callers.callersOf(route);
      const seed = seedForCall(settings.seed, name);
      const problems: string[] = [];

      const fixed = fixedRequestsFor(route, shape, baselineFor(shape, seed), seed);
      for (const [index, request] of fixed.entries()) {
        problems.push(...(await check(route, allowed[index % allowed.length] ?? 'anonymous', request)));
      }

      // Past the call's time, the remaining runs send nothing. (fast-check's own time limit would
      // leave the request in flight running into the next call's.)
      const deadline = Date.now() + settings.timeLimitMs;
      const generated = await fc.check(
        fc.asyncProperty(fc.constantFrom(...allowed), requestsFor(route, shape, context), async (caller, request) => {
          if (Date.now() > deadline) return;
          const found = await check(route, caller, request);
          if (found.length > 0) throw new Error(found.join('\n'));
        }),
        { seed, numRuns: settings.runs },
      );
      if (generated.failed) problems.push(generatedFailure(generated));

      expect(problems, problems.join('\n\n')).toEqual([]);
    },
    Math.max(120_000, settings.timeLimitMs * 4),
  );
});
