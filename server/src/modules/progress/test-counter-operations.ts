import { and, asc, eq, sql } from 'drizzle-orm';
import { api, RoleCode } from '@pingjia/contract';
import { answerDrafts, classes, grades, taskStates, users } from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import { TEST_SHARD, testPii } from '../../test/factories.js';
import { submitKey } from '../evaluation/test-factories.js';
import { insertAccounts } from '../excel-import/import-accounts.js';
import { accepted, clientOf, itemActivity, type Client, type World } from './test-counter-world.js';

/*
 * The product's own operations that move a progress figure, each run against the world with
 * random choices. Each says whether the product accepted it; a refusal (a waive of a handed-in
 * activity, a reset with nothing to reset) is a step like any other.
 */

/** A small seeded generator (mulberry32): the same seed gives the same run. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => {
    const chosen = list[int(list.length)];
    if (chosen === undefined) throw new Error('nothing to pick from');
    return chosen;
  };
  /** One to `most` distinct entries. */
  const some = <T>(list: readonly T[], most: number): T[] => {
    const pool = [...list];
    return Array.from({ length: Math.min(pool.length, 1 + int(most)) }, () => pool.splice(int(pool.length), 1)[0] as T);
  };
  const shuffle = <T>(list: readonly T[]): T[] => {
    const pool = [...list];
    return list.map(() => pool.splice(int(pool.length), 1)[0] as T);
  };
  return { next, int, pick, some, shuffle };
}

export type Random = ReturnType<typeof seededRandom>;

const e = api.evaluation;

type Activity = World['adaptive'];

/** The activities (of the given ones) the student's grade plan holds now, in id order. */
async function heldBy<T extends Activity>(userId: number, candidates: readonly T[]): Promise<T[]> {
  const result = await testDb().execute<{ id: number }>(sql`
    SELECT a.id FROM ${users} u
    JOIN ${classes} c ON c.id = u.class_id
    JOIN evaluation_plans ep ON ep.grade_id = c.grade_id
    JOIN plan_task_groups g ON g.plan_id = ep.id
    JOIN activities a ON a.task_group_id = g.task_group_id
    WHERE u.id = ${userId}`);
  const held = new Set(result.rows.map((row) => row.id));
  return candidates.filter((activity) => held.has(activity.id)).sort((a, b) => a.id - b.id);
}

/** The activities the student has handed in (and not waived), of the given ones. */
async function handedIn<T extends Activity>(userId: number, candidates: readonly T[]): Promise<T[]> {
  const rows = await testDb()
    .select({ activityId: taskStates.activityId })
    .from(taskStates)
    .where(and(eq(taskStates.userId, userId), eq(taskStates.userTaskState, 1), eq(taskStates.isWaive, 0)));
  const done = new Set(rows.map((row) => row.activityId));
  return candidates.filter((activity) => done.has(activity.id));
}

type Response = Parameters<typeof accepted>[2];

/**
 * A random student acting on a random one of `candidates` their plan holds (or, with
 * `onlyHandedIn`, has handed in); not accepted when there is none or they cannot sign in.
 */
async function asActor<T extends Activity>(
  world: World,
  random: Random,
  candidates: readonly T[],
  call: (client: Client, activity: T) => Promise<Response>,
  onlyHandedIn = false,
) {
  const actor = random.pick(world.actors);
  const held = await heldBy(actor.id, candidates);
  const open = onlyHandedIn ? await handedIn(actor.id, held) : held;
  if (open.length === 0) return false;
  const activity = random.pick(open);
  const client = await clientOf(world, actor);
  return client !== null && accepted(world, actor.id, await call(client, activity));
}

const everyActivity = (world: World) => [...world.itemActivities, world.adaptive, world.scenario];

const refOf = (activity: Activity) => ({ taskGroupId: activity.groupId, activityId: activity.id });

async function studentIds(): Promise<number[]> {
  const rows = await testDb().select({ id: users.id }).from(users).where(eq(users.userType, 1)).orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

async function classRows() {
  return testDb().select().from(classes).orderBy(asc(classes.id));
}

const submit = (world: World, random: Random) =>
  asActor(world, random, world.itemActivities, (client, activity) => {
    const answers = { [String(activity.choiceId)]: activity.bestOption };
    const payload = { ...refOf(activity), submitKey: submitKey(), answers, useTime: 10 + random.int(300) };
    return client.post(e.subEvaluationGroupAnswer.path, payload);
  });

const waive = (world: World, random: Random) =>
  asActor(world, random, everyActivity(world), (client, activity) =>
    client.post(e.waiveEvaluationGroupAnswer.path, refOf(activity)),
  );

const answerAgain = (world: World, random: Random) =>
  asActor(
    world,
    random,
    everyActivity(world),
    (client, activity) => client.post(e.againEvaluationGroupAnswer.path, refOf(activity)),
    true,
  );

/** The client's draft save, then its next autosave with more time spent (an update of the draft). */
const saveDraft = (world: World, random: Random) =>
  asActor(world, random, world.itemActivities, async (client, activity) => {
    const useTime = random.int(600);
    const first = await client.post(e.saveEvaluationTime.path, { ...refOf(activity), answers: {}, useTime });
    if (!accepted(world, null, first)) return first;
    return client.post(e.saveEvaluationTime.path, { ...refOf(activity), answers: {}, useTime: useTime + 30 });
  });

interface AdaptivePage {
  item: { itemId: number; options: { id: string }[] } | null;
}

const itemOf = (page: Response) =>
  page.statusCode === 200 ? page.json<{ data: AdaptivePage | null }>().data?.item : undefined;

/** Answers the item on screen with its first option. */
function answerItem(client: Client, activity: Activity, item: NonNullable<AdaptivePage['item']>) {
  const query = { activityId: String(activity.id), taskGroupId: String(activity.groupId) };
  const optionId = item.options[0]?.id ?? 'A';
  return client.get(e.getAdaptiveEvaluationAnswerNextPageInfo.path, {
    ...query,
    itemId: String(item.itemId),
    optionId,
  });
}

const openAdaptive = (client: Client, activity: Activity) =>
  client.get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, {
    activityId: String(activity.id),
    taskGroupId: String(activity.groupId),
  });

/** Opens the adaptive test (starting an attempt) and answers the item on screen. */
const adaptiveStep = (world: World, random: Random) =>
  asActor(world, random, [world.adaptive], async (client, activity) => {
    const page = await openAdaptive(client, activity);
    const item = itemOf(page);
    return item ? answerItem(client, activity, item) : page;
  });

/** Answers the adaptive test to its end and hands it in. */
const adaptiveHandIn = (world: World, random: Random) =>
  asActor(world, random, [world.adaptive], async (client, activity) => {
    let page = await openAdaptive(client, activity);
    // The test stops at its maximum length (five items).
    for (let item = itemOf(page); item; item = itemOf(page)) page = await answerItem(client, activity, item);
    const payload = { ...refOf(activity), submitKey: submitKey(), useTime: 60 + random.int(120) };
    return client.post(e.subAdaptiveEvaluationGroupAnswer.path, payload);
  });

const scenarioStep = (world: World, random: Random) =>
  asActor(world, random, [world.scenario], (client, activity) =>
    client.post(api.scenario.recordStep.path, { ...refOf(activity), sceneId: 'lunch', answers: { queue: 'wait' } }),
  );

/** A school admin's or area admin's reset of a pair that has something to reset. */
async function reset(world: World, random: Random) {
  const started = [
    ...(await testDb().select({ userId: taskStates.userId, activityId: taskStates.activityId }).from(taskStates)),
    ...(await testDb().select({ userId: answerDrafts.userId, activityId: answerDrafts.activityId }).from(answerDrafts)),
  ].sort((a, b) => a.userId - b.userId || a.activityId - b.activityId);
  if (started.length === 0) return false;
  const pair = random.pick(started);
  const payload = { studentId: pair.userId, activityId: pair.activityId, reason: '随机步骤的重置原因' };
  return accepted(world, null, await world.admin.post(api.taskInfo.resetTaskResult.path, payload));
}

async function participation(world: World, random: Random) {
  const bySchool = random.int(2) === 0;
  const payload = {
    taskGroupId: random.pick(world.groupIds),
    subjectType: bySchool ? 'school' : 'student',
    ids: bySchool ? [random.pick(world.schoolIds)] : random.some(await studentIds(), 3),
    participates: random.int(3) > 0,
  };
  return accepted(world, null, await world.admin.post(api.admin.batchParticipation.path, payload));
}

async function transfer(world: World, random: Random) {
  const payload = { userIds: random.some(await studentIds(), 3), classId: random.pick(await classRows()).id };
  return accepted(world, null, await world.admin.post(api.admin.updateClassInfo.path, payload));
}

async function setState(world: World, random: Random) {
  // Mostly enabling, so the population does not drain away.
  const payload = { userIds: random.some(await studentIds(), 2), state: random.int(3) > 0 ? 1 : 0 };
  return accepted(world, null, await world.admin.post(api.admin.studentUpdateState.path, payload));
}

async function editPlan(world: World, random: Random) {
  const grade = random.pick(await testDb().select().from(grades).orderBy(asc(grades.id)));
  const taskGroupIds = world.groupIds.filter(() => random.int(4) > 0);
  const payload = { gradeId: grade.id, taskGroupIds, maxFinish: 0, recentlyDay: 3 };
  return accepted(world, null, await world.admin.post(api.admin.planSave.path, payload));
}

/** A class moved to another grade of its school (created on first use); its students follow. */
async function moveClass(world: World, random: Random) {
  const place = random.pick(await classRows());
  const payload = { id: place.id, schoolId: place.schoolId, gradeLevel: 7 + random.int(3), name: place.name };
  return accepted(world, null, await world.admin.post(api.admin.classSaveOrUpdate.path, payload));
}

/** The students' Excel import, through its writing step: several accounts in one statement. */
async function importStudents(world: World, random: Random) {
  const schoolId = random.pick(world.schoolIds);
  const places = (await classRows()).filter((row) => row.schoolId === schoolId);
  const rows = Array.from({ length: 1 + random.int(4) }, (_, index) => {
    const place = random.pick(places);
    world.imported += 1;
    return {
      rowNumber: index + 2,
      userName: `导入${world.imported}`,
      loginName: `cntimp${world.imported}`,
      gender: '1' as const,
      phone: null,
      classId: place.id,
      gradeId: place.gradeId,
      teacherClassIds: [],
      headTeacherClassIds: [],
      certificateType: null,
      certificateCode: null,
      certificateHash: null,
    };
  });
  const target = { kind: 'student' as const, schoolId, provinceShardId: TEST_SHARD, passwordHash: 'imported' };
  const session = { sessionId: 'import', userId: world.adminUserId, roleId: RoleCode.areaAdmin, actorUserId: null };
  const audit = { session: { ...session, provinceShardId: TEST_SHARD }, ip: null };
  await testDb().transaction((tx) => insertAccounts(tx, testPii, target, rows, audit, () => Promise.resolve()));
  return true;
}

/**
 * A whole school promoted in one statement: every class moves to the next of the school's
 * grades (the last to the first). The product has no promotion call yet; this is the bulk
 * statement one would run, and the counters must follow it like any other.
 */
async function promoteSchool(world: World, random: Random) {
  const schoolId = random.pick(world.schoolIds);
  const result = await testDb().execute(sql`
    WITH ranked AS (
      SELECT id, row_number() OVER (ORDER BY grade_level) AS n, count(*) OVER () AS total
      FROM ${grades} WHERE school_id = ${schoolId}),
    next AS (SELECT r.id, following.id AS next_id FROM ranked r JOIN ranked following ON following.n = r.n % r.total + 1)
    UPDATE ${classes} c SET grade_id = next.next_id
    FROM next WHERE c.grade_id = next.id AND next.next_id <> next.id`);
  await testDb().execute(
    sql`UPDATE ${users} u SET grade_id = c.grade_id FROM ${classes} c WHERE u.class_id = c.id AND c.school_id = ${schoolId}`,
  );
  return (result.rowCount ?? 0) > 0;
}

/** A content admin adds an item activity to a group, for every class already taking part. */
async function addActivity(world: World, random: Random) {
  world.itemActivities.push(await itemActivity(random.pick(world.groupIds)));
  return true;
}

type Operation = (world: World, random: Random) => Promise<boolean>;

/** Each operation and how often a run repeats it. */
export const OPERATIONS: Record<string, { run: Operation; times: number }> = {
  submit: { run: submit, times: 15 },
  waive: { run: waive, times: 6 },
  answerAgain: { run: answerAgain, times: 6 },
  saveDraft: { run: saveDraft, times: 10 },
  adaptiveStep: { run: adaptiveStep, times: 6 },
  adaptiveHandIn: { run: adaptiveHandIn, times: 6 },
  scenarioStep: { run: scenarioStep, times: 5 },
  reset: { run: reset, times: 10 },
  participation: { run: participation, times: 8 },
  transfer: { run: transfer, times: 6 },
  setState: { run: setState, times: 6 },
  editPlan: { run: editPlan, times: 5 },
  moveClass: { run: moveClass, times: 4 },
  importStudents: { run: importStudents, times: 4 },
  promoteSchool: { run: promoteSchool, times: 4 },
  addActivity: { run: addActivity, times: 2 },
};
