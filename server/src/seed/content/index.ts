import { sql } from 'drizzle-orm';
import { carriesItems, RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { danmuMessages, evaluationPlans, planTaskGroups, taskGroups, type AnswerMap } from '../../db/schema/index.js';
import { ensureAwardDefinitions } from '../../modules/awards/definitions.js';
import { importContent } from '../../modules/content/importer.js';
import { findUserById } from '../../modules/accounts/repository.js';
import { loadItems, type FullItem } from '../../modules/evaluation/repository.js';
import { submitAnswer } from '../../modules/evaluation/submit.js';
import { CLASSES, PROVINCE_SHARD_ID } from '../org.js';
import { DANMU_MESSAGES, DEMO_CONTENT } from './activities.js';

const shard = { provinceShardId: PROVINCE_SHARD_ID };
const DAY_MS = 86_400_000;
const noActor = { actorUserId: null, actingAsUserId: null, ip: null };

interface SeededActivity {
  id: number;
  taskGroupId: number;
  group: 'autumn' | 'spring';
  kind: string;
}

/**
 * Fixed dates: the autumn group is open until next summer, the spring group has ended and reports
 * in its school year (reportYear) and term (evaluationBatch). The autumn group has no report yet:
 * the term is still answering, so the report pages open on the latest one with results.
 */
const GROUPS = {
  autumn: {
    name: '2026学年第一学期综合素质评价',
    startTime: new Date('2026-08-31T16:00:00Z'),
    endTime: new Date('2027-07-09T15:59:59Z'),
  },
  spring: {
    name: '2025学年第二学期综合素质评价',
    startTime: new Date('2026-02-28T16:00:00Z'),
    endTime: new Date('2026-07-09T15:59:59Z'),
    reportYear: '2025',
    evaluationBatch: '2',
  },
} as const;

/** Answers a demo student would give: the `strength`-th best option, a fitting text. */
function demoAnswers(itemList: FullItem[], strength: number): AnswerMap {
  const answers: AnswerMap = {};
  for (const item of itemList) {
    const ranked = [...item.options].sort((a, b) => b.score - a.score);
    const pick = ranked[Math.min(strength, ranked.length - 1)];
    if (item.type === 'multiple') answers[item.id] = ranked.slice(0, 3 - strength).map((option) => option.id);
    else if (pick) answers[item.id] = pick.id;
    else if (item.type === 'fill') answers[item.id] = '五星红';
    else if (item.type === 'text') answers[item.id] = '我读了《草房子》，明白了要珍惜身边的朋友。';
  }
  return answers;
}

async function seedGroupsAndPlans(tx: Executor): Promise<Record<keyof typeof GROUPS, number>> {
  const ids = {} as Record<keyof typeof GROUPS, number>;
  for (const key of Object.keys(GROUPS) as (keyof typeof GROUPS)[]) {
    const [row] = await tx
      .insert(taskGroups)
      .values({ ...GROUPS[key], ...shard })
      .returning({ id: taskGroups.id });
    if (!row) throw new Error('task group not seeded');
    ids[key] = row.id;
  }
  const gradeIds = [...new Set(CLASSES.map((c) => c.gradeId))];
  for (const gradeId of gradeIds) {
    const [plan] = await tx
      .insert(evaluationPlans)
      .values({ gradeId, maxFinish: 5, recentlyDay: 3, ...shard })
      .returning({ id: evaluationPlans.id });
    if (!plan) throw new Error('plan not seeded');
    await tx
      .insert(planTaskGroups)
      .values(Object.values(ids).map((taskGroupId) => ({ planId: plan.id, taskGroupId, ...shard })));
  }
  return ids;
}

/** student02 and student03 have finished work (student01 starts with nothing), so reports have shape. */
async function seedFinishedAnswers(tx: Executor, activities: SeededActivity[], now: Date) {
  const answerable = activities.filter((a) => carriesItems(a.kind));
  const plans = [
    { userId: 2, strength: 0, daysAgo: [2, 1, 1, 0] },
    { userId: 3, strength: 1, daysAgo: [3, 2, 2, 1] },
  ];
  for (const plan of plans) {
    const student = await findUserById(tx, plan.userId);
    if (!student) continue;
    const session = {
      sessionId: 'seed',
      userId: student.id,
      roleId: RoleCode.student,
      actorUserId: null,
      provinceShardId: student.provinceShardId,
    };
    for (const [index, activity] of answerable.entries()) {
      const when =
        activity.group === 'spring'
          ? new Date('2026-06-15T02:00:00Z')
          : new Date(now.getTime() - (plan.daysAgo[index] ?? 0) * DAY_MS);
      const answers = demoAnswers(await loadItems(tx, activity.id), plan.strength);
      const input = {
        kind: 'submit' as const,
        taskGroupId: activity.taskGroupId,
        activityId: activity.id,
        submitKey: `seed-${student.id}-${activity.id}`,
        answers,
        useTime: 420,
      };
      await submitAnswer(tx, { session, student, ip: null }, input, when);
    }
  }
}

/**
 * The students' evaluation demo: task groups and grade plans, activities of every kind
 * (through the same importer activity admins use), medals and trophies, bullet comments,
 * and finished answers for student02 and student03. Clears its own tables first, so a reset reseeds cleanly.
 */
export async function seedStudentContent(tx: Executor, now: Date = new Date()): Promise<void> {
  await tx.execute(sql`TRUNCATE task_groups, award_definitions, danmu_messages RESTART IDENTITY CASCADE`);
  const groupIds = await seedGroupsAndPlans(tx);
  const seeded: SeededActivity[] = [];
  for (const { group, definition } of DEMO_CONTENT) {
    const { activityId } = await importContent(tx, { ...definition, taskGroupId: groupIds[group] }, noActor);
    seeded.push({ id: activityId, taskGroupId: groupIds[group], group, kind: String(definition.kind) });
  }
  await ensureAwardDefinitions(tx);
  await tx.insert(danmuMessages).values(DANMU_MESSAGES.map((content, i) => ({ content, sort: i + 1 })));
  await seedFinishedAnswers(tx, seeded, now);
}
