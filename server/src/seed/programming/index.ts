import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { activities, taskGroups } from '../../db/schema/index.js';
import { importContent } from '../../modules/content/importer.js';
import { importProgrammingTasks } from '../../modules/programming/importer.js';
import { DEMO_TASKS } from './demo-tasks.js';

const noActor = { actorUserId: null, actingAsUserId: null, ip: null };

/** An open programming activity beside the ended group's shell, so the demo students can hand one in. */
async function addOpenShell(tx: Executor): Promise<void> {
  const [open] = await tx.select({ id: taskGroups.id }).from(taskGroups).orderBy(desc(taskGroups.endTime)).limit(1);
  if (!open) return;
  await importContent(
    tx,
    {
      taskGroupId: open.id,
      kind: 'programming',
      name: '编程挑战：数组与文字',
      sort: 20,
      guidePage: {
        title: '编程挑战',
        content: '用 JavaScript 完成三道由易到难的编程题，先运行示例，再提交评分。',
        media: [],
      },
    },
    noActor,
  );
}

/**
 * The programming demo: the content seed's programming shell gets the three tasks, and an open
 * task group gets a programming activity of its own; both go through the authors' importer.
 */
export async function seedProgrammingDemo(tx: Executor): Promise<void> {
  await addOpenShell(tx);
  const shells = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.kind, 'programming'))
    .orderBy(asc(activities.id));
  for (const shell of shells) await importProgrammingTasks(tx, { activityId: shell.id, tasks: DEMO_TASKS }, noActor);
}
