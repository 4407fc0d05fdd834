import type { LightMyRequestResponse } from 'fastify';
import { authed, signIn, testDb, type TestApp } from '../../test/harness.js';
import {
  createAreaAdmin,
  createClass,
  createDistrict,
  createSchool,
  createStudent,
  TEST_PASSWORD,
} from '../../test/factories.js';
import { demoBankItems } from '../../seed/adaptive/bank.js';
import { importBank } from '../adaptive/importer.js';
import { ensureAwardDefinitions } from '../awards/definitions.js';
import { importContent } from '../content/importer.js';
import { activityDefinition, addToPlan, createActivity, createTaskGroup } from '../evaluation/test-factories.js';
import { importScenario } from '../scenario/importer.js';
import { branchingDefinition } from '../scenario/test-definitions.js';

/*
 * The small district the counter consistency test changes at random: two schools, four
 * classes in two grades, two task groups with activities of every engine (items, adaptive,
 * scenario), grade plans, twelve students who sign in and act, and the district's admin.
 */

export const NO_ACTOR = { actorUserId: null, actingAsUserId: null, ip: null };

export type Client = ReturnType<typeof authed>;

/** An item activity and the answer that hands it in. */
export interface ItemActivity {
  id: number;
  groupId: number;
  choiceId: number;
  bestOption: number;
}

export interface World {
  t: TestApp;
  admin: Client;
  adminUserId: number;
  schoolIds: number[];
  groupIds: number[];
  itemActivities: ItemActivity[];
  adaptive: { id: number; groupId: number };
  scenario: { id: number; groupId: number };
  /** The students who sign in and answer; imported ones only count. */
  actors: { id: number; loginName: string }[];
  /** A signed-in client per actor, dropped when its session ends (a disabled account). */
  clients: Map<number, Client>;
  /** How many students the import steps have created (their login names count on). */
  imported: number;
}

export async function itemActivity(groupId: number): Promise<ItemActivity> {
  const created = await createActivity(groupId, { name: `活动${groupId}` });
  return { id: created.activityId, groupId, choiceId: created.choice.id, bestOption: created.bestOption };
}

async function adaptiveActivity(groupId: number) {
  const { activityId } = await importContent(
    testDb(),
    activityDefinition(groupId, { kind: 'adaptive', name: '自适应测评' }),
    NO_ACTOR,
  );
  const settings = { minLength: 3, maxLength: 5, targetSe: 0.05 };
  await importBank(testDb(), { activityId, settings, items: demoBankItems() }, NO_ACTOR);
  return { id: activityId, groupId };
}

async function scenarioActivity(groupId: number) {
  const definition = activityDefinition(groupId, { kind: 'scenario', name: '情景任务' });
  const { activityId } = await importContent(testDb(), definition, NO_ACTOR);
  await importScenario(testDb(), branchingDefinition(activityId), NO_ACTOR, new Date());
  return { id: activityId, groupId };
}

export async function buildWorld(t: TestApp): Promise<World> {
  await ensureAwardDefinitions(testDb());
  const district = await createDistrict({ name: '计数区' });
  const school1 = await createSchool({ organizationName: '计数一校', districtId: district.id });
  const school2 = await createSchool({ organizationName: '计数二校', districtId: district.id });
  // Class names differ within a school, so a class may move to any grade of it.
  const classes = [
    await createClass({ schoolId: school1.id, gradeLevel: 7, name: '1班' }),
    await createClass({ schoolId: school1.id, gradeLevel: 7, name: '2班' }),
    await createClass({ schoolId: school1.id, gradeLevel: 8, name: '3班' }),
    await createClass({ schoolId: school2.id, gradeLevel: 7, name: '1班' }),
  ];
  const [group1, group2] = [await createTaskGroup({ name: '秋季' }), await createTaskGroup({ name: '专项' })];
  const itemActivities = [await itemActivity(group1.id), await itemActivity(group1.id), await itemActivity(group2.id)];
  const adaptive = await adaptiveActivity(group1.id);
  const scenario = await scenarioActivity(group1.id);
  const [class1, , class3, class4] = classes;
  if (!class1 || !class3 || !class4) throw new Error('classes not created');
  await addToPlan(class1.gradeId, [group1.id, group2.id]);
  await addToPlan(class3.gradeId, [group1.id]);
  await addToPlan(class4.gradeId, [group1.id, group2.id]);

  const actors = [];
  for (const [index, place] of classes.entries()) {
    for (let seat = 1; seat <= 3; seat += 1) {
      const loginName = `counter${index + 1}${seat}`;
      actors.push({ id: (await createStudent({ loginName, classId: place.id })).id, loginName });
    }
  }
  const adminUser = await createAreaAdmin({ regionId: district.id });
  return {
    t,
    admin: authed(t.app, await signIn(t.app, adminUser.loginName, TEST_PASSWORD)),
    adminUserId: adminUser.id,
    schoolIds: [school1.id, school2.id],
    groupIds: [group1.id, group2.id],
    itemActivities,
    adaptive,
    scenario,
    actors,
    clients: new Map(),
    imported: 0,
  };
}

/** The actor's signed-in client; null while their account cannot sign in (disabled). */
export async function clientOf(world: World, actor: { id: number; loginName: string }): Promise<Client | null> {
  const known = world.clients.get(actor.id);
  if (known) return known;
  try {
    const client = authed(world.t.app, await signIn(world.t.app, actor.loginName, TEST_PASSWORD));
    world.clients.set(actor.id, client);
    return client;
  } catch {
    return null;
  }
}

/**
 * Whether the call was accepted. A server error fails the run at once: the triggers run inside
 * every write, so an error in them would surface here. A lost session forgets the client.
 */
export function accepted(world: World, actorId: number | null, response: LightMyRequestResponse): boolean {
  if (response.statusCode >= 500) throw new Error(`server error ${response.statusCode}: ${response.body}`);
  if (response.statusCode === 401 && actorId !== null) world.clients.delete(actorId);
  return response.statusCode === 200 && response.json<{ success: boolean }>().success;
}
