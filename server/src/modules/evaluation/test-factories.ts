import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { StoredDictType, type ActivityKind } from '@pingjia/contract';
import {
  answers,
  dictionaries,
  files,
  evaluationPlans,
  planTaskGroups,
  taskGroups,
  taskStates,
} from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import { createStudent, TEST_SHARD, type UserOverrides } from '../../test/factories.js';
import { DICTIONARY_ROWS } from '../../seed/dictionaries.js';
import { importContent } from '../content/importer.js';
import { loadItems } from './repository.js';

const DAY_MS = 86_400_000;

/** The dimension tree the importer checks indicators against (the platform seed's rows). */
export async function ensureDimensionTree(): Promise<void> {
  const db = testDb();
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dictionaries)
    .where(eq(dictionaries.dictType, StoredDictType.dimension));
  if ((row?.n ?? 0) > 0) return;
  const rows = DICTIONARY_ROWS.filter((r) => r.dictType === StoredDictType.dimension).map(
    ({ id: _id, ...rest }) => rest,
  );
  await db.insert(dictionaries).values(rows);
}

export async function createTaskGroup(
  overrides: { name?: string; startTime?: Date; endTime?: Date | null; passed?: string } = {},
) {
  const [group] = await testDb()
    .insert(taskGroups)
    .values({
      name: overrides.name ?? `任务组${randomBytes(2).toString('hex')}`,
      startTime: overrides.startTime ?? new Date(Date.now() - 10 * DAY_MS),
      endTime: overrides.endTime === undefined ? new Date(Date.now() + 30 * DAY_MS) : overrides.endTime,
      passed: overrides.passed ?? '0',
      provinceShardId: TEST_SHARD,
    })
    .returning();
  if (!group) throw new Error('task group not created');
  return group;
}

/** The grade's plan (created once per grade) taking part in the given groups. */
export async function addToPlan(
  gradeId: number,
  taskGroupIds: number[],
  limit: { maxFinish?: number; recentlyDay?: number } = {},
) {
  const db = testDb();
  const [plan] = await db
    .insert(evaluationPlans)
    .values({
      gradeId,
      maxFinish: limit.maxFinish ?? 0,
      recentlyDay: limit.recentlyDay ?? 3,
      provinceShardId: TEST_SHARD,
    })
    .onConflictDoUpdate({
      target: evaluationPlans.gradeId,
      set: { maxFinish: limit.maxFinish ?? 0, recentlyDay: limit.recentlyDay ?? 3 },
    })
    .returning();
  if (!plan) throw new Error('plan not created');
  for (const taskGroupId of taskGroupIds) {
    await db
      .insert(planTaskGroups)
      .values({ planId: plan.id, taskGroupId, provinceShardId: TEST_SHARD })
      .onConflictDoNothing();
  }
  return plan;
}

/** An activity with a single choice (best option 4 points, indicator 10), optional open text (indicator 20) and upload (indicator 50) items. */
export function activityDefinition(
  taskGroupId: number,
  overrides: { kind?: ActivityKind; passed?: '0' | '1'; name?: string } = {},
) {
  const kind = overrides.kind ?? 'activity';
  const answerable = kind === 'activity' || kind === 'questionnaire';
  return {
    taskGroupId,
    kind,
    name: overrides.name ?? '我的成长',
    passed: overrides.passed ?? '0',
    guidePage: { title: '活动说明', content: '认真作答，如实填写。' },
    items: answerable
      ? [
          {
            type: 'single',
            stem: '你每天按时完成作业吗？',
            indicators: [{ indicatorId: '10' }],
            options: [
              { label: '总是', score: 4 },
              { label: '有时', score: 2 },
              { label: '很少', score: 0 },
            ],
          },
          {
            type: 'text',
            stem: '说说你最近的一次进步',
            required: false,
            score: 2,
            indicators: [{ indicatorId: '20' }],
          },
          {
            type: 'upload',
            stem: '上传一张劳动照片',
            required: false,
            accept: 'image',
            score: 1,
            indicators: [{ indicatorId: '50' }],
          },
        ]
      : [],
  };
}

export async function createActivity(taskGroupId: number, overrides: Parameters<typeof activityDefinition>[1] = {}) {
  await ensureDimensionTree();
  const { activityId } = await importContent(testDb(), activityDefinition(taskGroupId, overrides), {
    actorUserId: null,
    actingAsUserId: null,
    ip: null,
  });
  const items = await loadItems(testDb(), activityId);
  const [choice, text, upload] = items;
  if (!choice) throw new Error('activity has no items');
  return {
    activityId,
    items,
    choice,
    text,
    upload,
    bestOption: choice.options[0]?.id ?? 0,
    worstOption: choice.options[2]?.id ?? 0,
  };
}

export interface StudentSetup {
  groupEnd?: Date | null;
  groupPassed?: string;
  activityPassed?: '0' | '1';
  maxFinish?: number;
  recentlyDay?: number;
  student?: Omit<UserOverrides, 'classId'> & { classId?: number };
}

/** A fresh student whose grade plan holds a fresh group with one answerable activity. */
export async function studentWithActivity(setup: StudentSetup = {}) {
  const student = await createStudent(setup.student ?? {});
  const group = await createTaskGroup({
    ...(setup.groupEnd === undefined ? {} : { endTime: setup.groupEnd }),
    ...(setup.groupPassed ? { passed: setup.groupPassed } : {}),
  });
  await addToPlan(student.gradeId ?? 0, [group.id], {
    ...(setup.maxFinish === undefined ? {} : { maxFinish: setup.maxFinish }),
    ...(setup.recentlyDay === undefined ? {} : { recentlyDay: setup.recentlyDay }),
  });
  const activity = await createActivity(group.id, setup.activityPassed ? { passed: setup.activityPassed } : {});
  return { student, group, ...activity };
}

export async function setTaskState(
  userId: number,
  activityId: number,
  taskGroupId: number,
  state: {
    userTaskState: number;
    respondTimes?: number;
    isWaive?: number;
    reuploadFlag?: number;
    finishedAt?: Date | null;
  },
) {
  const values = {
    userTaskState: state.userTaskState,
    respondTimes: state.respondTimes ?? 0,
    isWaive: state.isWaive ?? 0,
    reuploadFlag: state.reuploadFlag ?? 0,
    finishedAt: state.finishedAt ?? null,
  };
  await testDb()
    .insert(taskStates)
    .values({ userId, activityId, taskGroupId, provinceShardId: TEST_SHARD, ...values })
    .onConflictDoUpdate({ target: [taskStates.userId, taskStates.activityId], set: values });
}

export async function countAnswers(userId: number, activityId?: number): Promise<number> {
  const conditions = [eq(answers.userId, userId)];
  if (activityId !== undefined) conditions.push(eq(answers.activityId, activityId));
  const [row] = await testDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(answers)
    .where(and(...conditions));
  return row?.n ?? 0;
}

export function submitKey(): string {
  return `k${randomBytes(8).toString('hex')}`;
}

/** A file as the file service stores it, owned by the given user. */
export async function createUploadedFile(ownerUserId: number): Promise<string> {
  const fileName = `2026/11/${randomBytes(8).toString('hex')}.png`;
  await testDb()
    .insert(files)
    .values({
      fileName,
      originalName: 'photo.png',
      mime: 'image/png',
      size: 10,
      sha256: randomBytes(32).toString('hex'),
      ownerUserId,
      provinceShardId: TEST_SHARD,
    });
  return fileName;
}

/** An answer handed in `daysAgo` school days back (for streaks and the stamina window). */
export async function pastAnswer(
  userId: number,
  activityId: number,
  taskGroupId: number,
  daysAgo: number,
): Promise<void> {
  const submittedAt = new Date(Date.now() - daysAgo * DAY_MS);
  await testDb().insert(answers).values({
    userId,
    activityId,
    taskGroupId,
    submitKey: submitKey(),
    kind: 'submit',
    answers: {},
    result: {},
    provinceShardId: TEST_SHARD,
    submittedAt,
  });
}
