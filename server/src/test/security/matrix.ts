import type { FastifyInstance } from 'fastify';
import { api, ErrorCode, rolesWith, type ApiRoute } from '@pingjia/contract';
import {
  comparable,
  inBatches,
  runRefusals,
  send,
  succeeded,
  type Answer,
  type Sessions,
  type Writes,
} from './calls.js';
import { restoreSnapshot, takeSnapshot } from './snapshot.js';
import { writesDuring } from '../write-counter.js';
import {
  isVisible,
  kindOf,
  CHOICES_BY_CALL,
  hasRecordCases,
  meaningOf,
  POSITIONS,
  sendsSlot,
  type IdValue,
  type KindName,
  type Position,
} from './id-keys.js';
import {
  idSlotsOf,
  inputOf,
  PLAIN,
  routeId,
  SampleError,
  shapesOf,
  type CallInput,
  type IdSlot,
  type RouteShapes,
  type Samples,
} from './inputs.js';
import { MATRIX_ROLES, type MatrixRole, type Worlds } from './world.js';

/*
 * The two tiers of the matrix, from the route table: who may call (tier 1), and whose records
 * a caller reaches through the ids it sends (tier 2). Each finding is a Failure with a stable
 * key, so the test can hold the open ones in KNOWN_GAPS.
 */

export interface MatrixRoute {
  id: string;
  route: ApiRoute;
  shapes: RouteShapes;
  /** The role codes that hold the route's capability; every role for 'session'; none for 'public'. */
  holders: readonly number[];
  isPublic: boolean;
}

export function matrixRoutes(): MatrixRoute[] {
  const allCodes = MATRIX_ROLES.map((role) => role.code);
  return Object.values(api).flatMap((group) =>
    Object.values(group as Record<string, ApiRoute>).map((route) => ({
      id: routeId(route),
      route,
      shapes: shapesOf(route),
      holders: route.access === 'public' ? [] : route.access === 'session' ? allCodes : rolesWith(route.access),
      isPublic: route.access === 'public',
    })),
  );
}

/**
 * The body variant the matrix sends where a call takes one of several (by a const field).
 * Binding a child by name and card (bindParents type 2) needs a card the matrix does not
 * model, so it sends type 1, which names no record.
 */
const VARIANTS: Record<string, Record<string, unknown>> = {
  'exportJobs.startExportJob': { kind: 'completionStatus' },
  'exportJobs.latestExportJob': { kind: 'completionStatus' },
};

const inputOptions = (route: MatrixRoute) => ({
  ...(VARIANTS[route.id] ? { variant: VARIANTS[route.id] } : {}),
  choices: { kind: 'school', ...CHOICES_BY_CALL[route.id] },
});

interface IdSlotOf {
  slot: IdSlot;
  kind: KindName;
}

/** The id slots of a call with the kind of record each names; unknown keys are reported, not guessed. */
export function recordSlotsOf(route: MatrixRoute): { slots: IdSlotOf[]; unknown: string[] } {
  const slots: IdSlotOf[] = [];
  const unknown: string[] = [];
  for (const slot of idSlotsOf(route.shapes, VARIANTS[route.id])) {
    const meaning = meaningOf(route.id, slot);
    if ('kind' in meaning) slots.push({ slot, kind: meaning.kind });
    else if ('unknown' in meaning) unknown.push(meaning.unknown);
  }
  return { slots, unknown };
}

/**
 * Calls of tier 2: signed-in calls that name a record, or an id the matrix does not know yet.
 * Public calls (file links with a download token, QR sign-in) are reached with tokens, not ids.
 */
export function objectLevelRoutes(routes: readonly MatrixRoute[]): MatrixRoute[] {
  return routes.filter((route) => {
    if (route.isPublic || route.shapes.multipart) return false;
    const { slots, unknown } = recordSlotsOf(route);
    return slots.length > 0 || unknown.length > 0;
  });
}

export interface Failure {
  /** `route role` (tier 1) or `route role slot position` (tier 2): what KNOWN_GAPS lists. */
  key: string;
  route: string;
  message: string;
}

export interface TierResult {
  failures: Failure[];
  /** Calls checked. */
  checked: number;
  /** Calls taking ids that got no case (every holder answers the same whatever the ids). */
  withoutCases?: string[];
}

export interface MatrixContext {
  app: FastifyInstance;
  sessions: Sessions;
  worlds: Worlds;
  samples: Samples;
}

const describeAnswer = (answer: Answer) =>
  `HTTP ${answer.status} ${JSON.stringify({ success: answer.success, code: answer.code, message: answer.message, url: answer.url ?? undefined })}`;

const describeWrites = (writes: Writes) =>
  Object.entries(writes)
    .map(([table, n]) => `${table} ×${n}`)
    .join(', ');

/** A varied slot: the id of the case's position (in reach or not), or a missing id; companions stand at `companionsAt`. */
interface Varied {
  path: string;
  kind: KindName;
  value: IdValue;
  companionsAt?: Position;
  inReach?: boolean;
}

/**
 * The case's record in the varied slot; the other slots at the caller's own record, moved along
 * where they are the varied kind's companions. A record's own `id` is always sent (an edit, not a create).
 */
function fillerFor(ctx: MatrixContext, route: MatrixRoute, role: MatrixRole, varied?: Varied) {
  return (slot: IdSlot): IdValue | undefined | typeof PLAIN => {
    const meaning = meaningOf(route.id, slot);
    if (!('kind' in meaning)) return PLAIN;
    const kind = kindOf(meaning.kind);
    const sends = sendsSlot(route.id, slot.path, role);
    if (sends === 'never') return undefined;
    if (varied?.path === slot.path) return varied.value;
    const at = varied?.companionsAt;
    const variedKind = varied && kindOf(varied.kind);
    const moves =
      at !== undefined &&
      (variedKind?.companions?.(role).includes(meaning.kind) ||
        (varied?.inReach &&
          variedKind?.followers?.(role).includes(meaning.kind) &&
          isVisible(route.id, slot.path, meaning.kind, role, at)));
    if (at && moves) return kind.at(ctx.worlds, role, at) ?? kind.at(ctx.worlds, role, 'own');
    const always = slot.required || kind.alwaysSend || sends === 'always' || slot.path === 'id';
    return always ? kind.at(ctx.worlds, role, 'own') : undefined;
  };
}

function inputFor(ctx: MatrixContext, route: MatrixRoute, role: MatrixRole, varied?: Varied): CallInput {
  return inputOf(route.shapes, ctx.samples, fillerFor(ctx, route, role, varied), inputOptions(route));
}

/** The input a caller would send for their own record; an empty one where the shapes cannot be sampled. */
function ownInputOr(ctx: MatrixContext, route: MatrixRoute, role: MatrixRole): CallInput {
  try {
    return inputFor(ctx, route, role);
  } catch (error) {
    if (error instanceof SampleError) return {};
    throw error;
  }
}

const STUDENT_ROLE = MATRIX_ROLES.find((role) => role.key === 'student') as MatrixRole;

/** Tier 1: no session is 401; a role without the capability is 403 with `url`; neither writes; a holder passes. */
export async function runSessionAndRole(ctx: MatrixContext, routes: readonly MatrixRoute[]): Promise<TierResult> {
  const failures: Failure[] = [];
  type Refusal = { route: MatrixRoute; role?: MatrixRole };
  const refusals: Refusal[] = [];
  for (const route of routes) {
    if (route.isPublic) continue;
    refusals.push({ route });
    for (const role of MATRIX_ROLES) if (!route.holders.includes(role.code)) refusals.push({ route, role });
  }
  const measured = await runRefusals(refusals, ({ route, role }) => {
    const input = ownInputOr(ctx, route, role ?? STUDENT_ROLE);
    return role ? ctx.sessions.call(role, route.route, input) : send(ctx.app, route.route, input);
  });
  for (const { item, answer, writes } of measured) {
    const who = item.role?.key ?? 'anonymous';
    const expected = item.role ? 403 : 401;
    const problems = [
      answer.status !== expected ? `expected HTTP ${expected}, got ${describeAnswer(answer)}` : '',
      item.role && answer.status === 403 && !answer.url ? 'the 403 has no url' : '',
      Object.keys(writes).length > 0 ? `wrote ${describeWrites(writes)}` : '',
    ].filter(Boolean);
    if (problems.length > 0) {
      failures.push({ key: `${item.route.id} ${who}`, route: item.route.id, message: problems.join('; ') });
    }
  }
  const holders = routes.flatMap((route) =>
    (route.isPublic ? [undefined] : MATRIX_ROLES.filter((role) => route.holders.includes(role.code))).map((role) => ({
      route,
      role,
    })),
  );
  // An empty input: a holder's call is only checked for passing the door, so it must not act.
  const passed = await inBatches(holders, ({ route, role }) =>
    role ? ctx.sessions.call(role, route.route, {}) : send(ctx.app, route.route, {}),
  );
  for (const [index, { route, role }] of holders.entries()) {
    const answer = passed[index] as Answer;
    if ([401, 403, 404].includes(answer.status)) {
      failures.push({
        key: `${route.id} ${role?.key ?? 'anonymous'}`,
        route: route.id,
        message: `${role ? `${role.key} holds the capability` : 'the call is public'} but got ${describeAnswer(answer)}`,
      });
    }
  }
  const switches = await runRoleSwitches(ctx, routes);
  failures.push(...switches.failures);
  return { failures, checked: measured.length + holders.length + switches.checked };
}

/** A call naming a role, with every other field sampled. */
function withRole(ctx: MatrixContext, route: MatrixRoute, caller: MatrixRole, path: string, code: number): CallInput {
  const own = fillerFor(ctx, route, caller);
  return inputOf(route.shapes, ctx.samples, (slot) => (slot.path === path ? code : own(slot)), inputOptions(route));
}

/**
 * A session may not become a role its user does not hold: naming one (getRoleInfoByUserId's
 * roleIds, a platform list by role) is refused, and the caller is still refused what only
 * that role may do.
 */
async function runRoleSwitches(ctx: MatrixContext, routes: readonly MatrixRoute[]): Promise<TierResult> {
  const failures: Failure[] = [];
  const attempts = routes.flatMap((route) =>
    idSlotsOf(route.shapes)
      .filter((slot) => {
        const meaning = meaningOf(route.id, slot);
        return 'isRoleCode' in meaning && meaning.isRoleCode === true;
      })
      .flatMap((slot) =>
        MATRIX_ROLES.filter((caller) => route.holders.includes(caller.code)).flatMap((caller) =>
          [...new Set(MATRIX_ROLES.map((r) => r.code))]
            .filter((code) => code !== caller.code)
            .map((code) => ({ route, slot, caller, code })),
        ),
      ),
  );
  for (const { route, slot, caller, code } of attempts) {
    const key = `${route.id} ${caller.key} ${slot.path} role${code}`;
    const answer = await ctx.sessions.call(caller, route.route, withRole(ctx, route, caller, slot.path, code));
    if (succeeded(answer))
      failures.push({ key, route: route.id, message: `switched to role ${code}: ${describeAnswer(answer)}` });
    const onlyThatRole = routes.find((r) => r.holders.includes(code) && !r.holders.includes(caller.code));
    if (!onlyThatRole) continue;
    const after = await ctx.sessions.call(caller, onlyThatRole.route, {});
    if (after.status !== 403) {
      failures.push({
        key,
        route: route.id,
        message: `after naming role ${code}, ${onlyThatRole.id} answered ${describeAnswer(after)} instead of 403`,
      });
    }
  }
  return { failures, checked: attempts.length * 2 };
}

interface ObjectCase {
  route: MatrixRoute;
  role: MatrixRole;
  slot: IdSlotOf;
  position: Position | 'missing';
  value: IdValue;
  /** Where the companions stand: the case's position. */
  companionsAt?: Position;
}

const caseKey = (c: ObjectCase) => `${c.route.id} ${c.role.key} ${c.slot.slot.path} ${c.position}`;
const probeKey = (c: ObjectCase) => `${c.route.id} ${c.role.key} ${c.slot.slot.path}`;

/**
 * Calls whose in-reach success removes what later calls rely on (a binding, a record, a grant
 * the world snapshot does not hold) run last, in this order.
 */
const RUN_LAST = [
  'userParent.unBindParents',
  'star.deleteRecord',
  'report.deleteExclusiveIndicator',
  'admin.areaManagerRevoke',
  'admin.areaDelete',
  'admin.classDelete',
];

const UNANSWERED = { code: ErrorCode.ValidationFailed, reason: 'the matrix answers no item' };
const ADAPTIVE_NOT_STARTED = { code: ErrorCode.NotAllowed, reason: 'the matrix does not open the adaptive test first' };
const DIRECT_DOWNLOAD = {
  code: ErrorCode.NotAllowed,
  reason: 'below a district an export is a direct download, not a job',
};
const BACKGROUND_EXPORT = {
  code: ErrorCode.NotAllowed,
  reason: "a district's export is a background job, not a download",
};
const ASSISTANT_SWITCHED_OFF = {
  code: ErrorCode.NotAllowed,
  reason: 'the report assistant is configured but switched off: the report was found, no RAGFlow is called',
};

/**
 * In-scope calls that answer a business refusal by design with the matrix's plain input: the
 * record was found and a rule then said no. Keyed by call, or by call and role. Such an answer
 * must still differ from a missing record's; an entry no case needs fails the matrix.
 */
const IN_SCOPE_REFUSALS: Record<string, { code: number; reason: string }> = {
  'admin.classDelete': { code: ErrorCode.NotAllowed, reason: 'the class still has students' },
  'admin.areaDelete': { code: ErrorCode.Conflict, reason: 'the district still has schools' },
  'taskInfo.resetTaskResult': {
    code: ErrorCode.NotAllowed,
    reason: 'nothing to reset: the case moved the activity or an earlier case reset it',
  },
  'chats.createSessions': ASSISTANT_SWITCHED_OFF,
  'chats.completions': ASSISTANT_SWITCHED_OFF,
  'exportJobs.startExportJob schoolAdmin': DIRECT_DOWNLOAD,
  'exportJobs.startExportJob teacher': DIRECT_DOWNLOAD,
  'exportJobs.startExportJob headmaster': DIRECT_DOWNLOAD,
  'progress.downloadProgressDetails areaAdmin': BACKGROUND_EXPORT,
  'progress.downloadProgressDetails areaTeach': BACKGROUND_EXPORT,
  'assessment.exportEvaluationCompletionStatus areaAdmin': BACKGROUND_EXPORT,
  'assessment.exportEvaluationCompletionStatus areaTeach': BACKGROUND_EXPORT,
  'assessment.exportFinishRateDetails areaAdmin': BACKGROUND_EXPORT,
  'assessment.exportFinishRateDetails areaTeach': BACKGROUND_EXPORT,
  'evaluation.subEvaluationGroupAnswer': UNANSWERED,
  'evaluation.replaceSubEvaluationGroupAnswer': UNANSWERED,
  'evaluation.subReuploadEvaluationGroupAnswer': { code: ErrorCode.AnswerDisabled, reason: 'nothing to upload again' },
  'evaluation.againEvaluationGroupAnswer': { code: ErrorCode.AnswerDisabled, reason: 'not handed in yet' },
  'evaluation.waiveEvaluationGroupAnswer': { code: ErrorCode.AnswerDisabled, reason: 'waived by an earlier case' },
  'evaluation.tsSubAdaptiveEvaluationGroupAnswer': ADAPTIVE_NOT_STARTED,
  'evaluation.subAdaptiveEvaluationGroupAnswer': ADAPTIVE_NOT_STARTED,
  'evaluation.getAdaptiveEvaluationPreviousPage': {
    code: ErrorCode.NotFound,
    reason: 'no answered item at that position (its own message, unlike a missing activity)',
  },
  'evaluation.getAdaptiveEvaluationAnswerNextPageInfo': {
    code: ErrorCode.Conflict,
    reason: 'the matrix names no current item of an attempt',
  },
  'scenario.recordStep': { code: ErrorCode.ValidationFailed, reason: 'the matrix makes no choice in the scene' },
  'scenario.subScenarioAnswer': { code: ErrorCode.ValidationFailed, reason: 'the story was not walked to its end' },
  'programming.subProgrammingAnswer': { code: ErrorCode.ValidationFailed, reason: 'no code was written' },
};

/** The IN_SCOPE_REFUSALS entry that allows this answer, if one does. */
function allowingRefusal(c: ObjectCase, answer: Answer): string | undefined {
  const entry = [`${c.route.id} ${c.role.key}`, c.route.id].find((key) => IN_SCOPE_REFUSALS[key]);
  const allowed = entry === undefined ? undefined : IN_SCOPE_REFUSALS[entry];
  return allowed && answer.success === false && answer.code === allowed.code ? entry : undefined;
}

/**
 * Every case of a call: each position where the kind has a record, and a missing id. A record
 * brings its companions (a task group its activity); one in reach also brings its followers
 * that are in reach (the other school's student with that school's task), so the call can work.
 */
function casesOf(ctx: MatrixContext, route: MatrixRoute): ObjectCase[] {
  const cases: ObjectCase[] = [];
  const { slots } = recordSlotsOf(route);
  for (const role of MATRIX_ROLES.filter((r) => route.holders.includes(r.code) && hasRecordCases(route.id, r))) {
    for (const slot of slots.filter((s) => sendsSlot(route.id, s.slot.path, role) !== 'never')) {
      const kind = kindOf(slot.kind);
      cases.push({ route, role, slot, position: 'missing', value: kind.missing });
      for (const position of POSITIONS) {
        const value = kind.at(ctx.worlds, role, position);
        if (value === undefined) continue;
        cases.push({ route, role, slot, position, value, companionsAt: position });
      }
    }
  }
  return cases;
}

function callCase(ctx: MatrixContext, c: ObjectCase): Promise<Answer> {
  const varied: Varied = { path: c.slot.slot.path, kind: c.slot.kind, value: c.value, inReach: isVisibleCase(c) };
  if (c.companionsAt) varied.companionsAt = c.companionsAt;
  return ctx.sessions.call(c.role, c.route.route, inputFor(ctx, c.route, c.role, varied));
}

const isVisibleCase = (c: ObjectCase) =>
  c.position !== 'missing' && isVisible(c.route.id, c.slot.slot.path, c.slot.kind, c.role, c.position);

/**
 * Tier 2: a record the caller may not reach answers exactly as a missing one and writes
 * nothing; one they may reach works (and so answers unlike a missing one).
 */
export async function runRecordScope(ctx: MatrixContext, routes: readonly MatrixRoute[]): Promise<TierResult> {
  const failures: Failure[] = [];
  const fail = (c: ObjectCase, message: string) => failures.push({ key: caseKey(c), route: c.route.id, message });
  const cases: ObjectCase[] = [];
  for (const route of routes) {
    try {
      for (const code of route.holders) inputFor(ctx, route, MATRIX_ROLES.find((r) => r.code === code) ?? STUDENT_ROLE);
      cases.push(...casesOf(ctx, route));
    } catch (error) {
      if (!(error instanceof SampleError)) throw error;
      failures.push({ key: `${route.id} input`, route: route.id, message: error.message });
    }
  }
  const missing = new Map<string, { answer: Answer; value: IdValue }>();
  const refused = await runRefusals(
    cases.filter((c) => !isVisibleCase(c)),
    (c) => callCase(ctx, c),
  );
  for (const { item, answer } of refused) {
    if (item.position === 'missing') missing.set(probeKey(item), { answer, value: item.value });
  }
  for (const { item, answer, writes } of refused) {
    if (Object.keys(writes).length > 0) fail(item, `wrote ${describeWrites(writes)}`);
    const expected = missing.get(probeKey(item));
    if (item.position === 'missing' || !expected) continue;
    if (comparable(answer, item.value) !== comparable(expected.answer, expected.value)) {
      fail(
        item,
        `answers unlike a missing id: ${describeAnswer(answer)} (data ${JSON.stringify(answer.data).slice(0, 160)}), a missing id ${describeAnswer(expected.answer)}`,
      );
    }
  }
  const order = (c: ObjectCase) => RUN_LAST.indexOf(c.route.id);
  const reachable = cases.filter(isVisibleCase).sort((a, b) => order(a) - order(b));
  const refusalsUsed = new Set<string>();
  await takeSnapshot();
  for (const c of reachable) {
    let answer: Answer | undefined;
    const writes = await writesDuring(async () => {
      answer = await callCase(ctx, c);
    });
    if (Object.keys(writes).length > 0) await restoreSnapshot();
    if (!answer) continue;
    const expected = missing.get(probeKey(c));
    const allowed = succeeded(answer) ? undefined : allowingRefusal(c, answer);
    if (allowed) refusalsUsed.add(allowed);
    if (!succeeded(answer) && !allowed) {
      fail(c, `a record in reach should work, got ${describeAnswer(answer)}`);
    } else if (
      c.position === 'own' &&
      expected &&
      comparable(answer, c.value) === comparable(expected.answer, expected.value)
    ) {
      fail(c, `a record in reach answers like a missing one (${describeAnswer(answer)}): the case proves nothing`);
    }
  }
  for (const entry of Object.keys(IN_SCOPE_REFUSALS).filter((key) => !refusalsUsed.has(key))) {
    const route = entry.split(' ')[0] ?? entry;
    failures.push({
      key: `${entry} refusal`,
      route,
      message: 'IN_SCOPE_REFUSALS allows a refusal no case gave: remove it',
    });
  }
  const withoutCases = routes.filter((route) => !cases.some((c) => c.route === route)).map((route) => route.id);
  return { failures, checked: cases.length, withoutCases };
}
