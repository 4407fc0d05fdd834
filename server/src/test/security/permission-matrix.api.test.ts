import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../harness.js';
import { installWriteCounter } from '../write-counter.js';
import { samplesFor, Sessions } from './calls.js';
import {
  matrixRoutes,
  objectLevelRoutes,
  recordSlotsOf,
  runRecordScope,
  runSessionAndRole,
  type Failure,
  type TierResult,
} from './matrix.js';
import { buildWorlds, MATRIX_ROLES, storeFileBytes } from './world.js';

/*
 * The permission matrix: every call of the route table × every role × the cases below, with
 * the outcome each should have. Tier 1: no session is 401; a role without the capability is
 * 403 with `url` and writes nothing; a role with it passes the door. Tier 2: for every id a call
 * takes, a record of the caller's own, of a classmate, of the other class, school, district
 * and province, and a missing id: a record out of reach answers exactly like the missing one
 * and writes nothing; one in reach works. New calls join tier 1 by themselves; a new id key
 * fails tier 2 until id-keys.ts says what it names.
 *
 * CI runs the API tests twice (embedded and service PostgreSQL); the matrix runs in the first pass only.
 */

/**
 * Open findings, handed to the module's owner; an entry is removed when its finding is fixed
 * (the last test fails while an entry matches no failure). An entry is a failure key (`call
 * role` in tier 1, `call role slot case` in tier 2) or its first words, `*` standing for any word.
 */
const KNOWN_GAPS: readonly string[] = [];

/** RAGFlow configured but never reached: the assistant's switches are off, so its calls check the report and stop. */
const MATRIX_RAGFLOW = { baseUrl: 'http://127.0.0.1:9', apiKey: 'matrix', chatId: 'matrix' };

const routes = matrixRoutes();
const objectRoutes = objectLevelRoutes(routes);

/** Whether a KNOWN_GAPS entry covers a failure key: word by word, `*` any word, the entry possibly shorter. */
const covers = (gap: string, key: string) => {
  const words = key.split(' ');
  return gap.split(' ').every((word, i) => word === '*' || word === words[i]);
};
const isKnown = (failure: Failure) => KNOWN_GAPS.some((gap) => covers(gap, failure.key));

describe.skipIf(process.env.PINGJIA_SECOND_PASS === '1')('permission matrix', () => {
  let tier1: TierResult;
  let tier2: TierResult;
  const seconds: Record<string, string> = {};
  const timed = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const start = Date.now();
    const result = await work();
    seconds[label] = ((Date.now() - start) / 1000).toFixed(1);
    return result;
  };

  // One app, one database, the fixtures built once: under a minute and a half on two busy cores;
  // the hook's limit leaves room for a slower machine.
  beforeAll(async () => {
    const ctx = await timed('fixtures', async () => {
      const worlds = await buildWorlds();
      const { app, dataDir } = await buildTestApp({ config: { ragflow: MATRIX_RAGFLOW } });
      await storeFileBytes(worlds, dataDir);
      const sessions = new Sessions(app, new Map(Object.entries(worlds.home.byRole)));
      await sessions.signInAll(MATRIX_ROLES);
      await installWriteCounter();
      return { app, sessions, worlds, samples: await samplesFor(app) };
    });
    tier1 = await timed('tier 1', () => runSessionAndRole(ctx, routes));
    tier2 = await timed('tier 2', () => runRecordScope(ctx, objectRoutes));
  }, 300_000);

  afterAll(() => {
    const failures = [...(tier1?.failures ?? []), ...(tier2?.failures ?? [])];
    const known = failures.filter(isKnown).length;
    console.log(
      [
        `permission matrix: ${routes.length} calls × ${MATRIX_ROLES.length} callers (every role code and a parent acting as a child) and no session`,
        `  tier 1 (a session, then the capability): ${tier1?.checked ?? 0} calls checked, ${tier1?.failures.length ?? 0} failures`,
        `  tier 2 (records of others): ${objectRoutes.length} calls taking ids, ${tier2?.checked ?? 0} cases (call × role × id × case) checked, ${tier2?.failures.length ?? 0} failures`,
        `  calls taking ids without a case: ${tier2?.withoutCases?.join(', ') || 'none'}`,
        `  ${failures.length - known} open failures, ${known} KNOWN_GAPS; seconds: ${JSON.stringify(seconds)}`,
        ...failures.map((f) => `  ${isKnown(f) ? '[known] ' : ''}${f.key}: ${f.message}`),
      ].join('\n'),
    );
  });

  const open = (result: TierResult, route: string) =>
    result.failures.filter((f) => f.route === route && !isKnown(f)).map((f) => `${f.key}: ${f.message}`);

  describe('tier 1: a session, then a role holding the capability', () => {
    it.each(routes.map((r) => r.id))('%s', (id) => {
      expect(open(tier1, id)).toEqual([]);
    });
  });

  describe("tier 2: another user's, school's or province's record answers like a missing one", () => {
    it('knows what every id key of every call names', () => {
      expect(objectRoutes.flatMap((route) => recordSlotsOf(route).unknown)).toEqual([]);
    });

    it.each(objectRoutes.map((r) => r.id))('%s', (id) => {
      expect(open(tier2, id)).toEqual([]);
    });
  });

  it('lists in KNOWN_GAPS only findings that are still open', () => {
    const failures = [...tier1.failures, ...tier2.failures];
    const stale = KNOWN_GAPS.filter((gap) => !failures.some((failure) => covers(gap, failure.key)));
    expect(stale).toEqual([]);
  });
});
