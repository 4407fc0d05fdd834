import { appRoutes, deriveStamina, ROUTER_BASE } from '@pingjia/contract';
import type { Database, Executor } from '../../db/client.js';
import type { UserRow } from '../accounts/repository.js';
import { awardListFrom } from '../awards/list.js';
import { findUserAwards, markAwardsSeen } from '../awards/repository.js';
import type { KeptContent } from '../evaluation/content-cache.js';
import { findStandingAnswer } from '../evaluation/repository.js';
import { staminaDetailsOf } from '../stamina/service.js';
import { nextScheduleChangeIn } from '../task-groups/grade-plan.js';
import { nextSchoolDayStart } from '../stamina/window.js';
import { artistFrom, overviewFrom, taskGroupsOf } from '../task-info/service.js';
import { markResetsRead, unreadResetsOf } from './reset-notices.js';

/** Everything the student home shows in one call: groups and tasks, stamina, medals, idol and new marks. */
export async function homePageOf(db: Executor, content: KeptContent, student: UserRow, now: Date) {
  const [taskGroups, staminaDetails, definitions, earned, resets] = await Promise.all([
    taskGroupsOf(db, content, student, now),
    staminaDetailsOf(db, student, now),
    content.awardDefinitions(db),
    findUserAwards(db, student.id),
    unreadResetsOf(db, student.id),
  ]);
  return {
    student: { userId: student.id, userName: student.userName, provinceShardId: student.provinceShardId },
    taskGroups,
    overview: overviewFrom(taskGroups),
    stamina: { ...deriveStamina(staminaDetails.taskStaminaVO), staminaVOList: staminaDetails.staminaVOList },
    awards: awardListFrom(definitions, earned),
    artist: artistFrom(taskGroups, student),
    newMark: newMarkFrom(earned, resets),
  };
}

/** What is new since the student last looked: medals and trophies earned, and results an admin reset (with why). */
export async function newMarkOf(db: Executor, student: UserRow) {
  const [awards, resets] = await Promise.all([findUserAwards(db, student.id), unreadResetsOf(db, student.id)]);
  return newMarkFrom(awards, resets);
}

/** `newMarkOf` from the student's awards and unread resets already read. */
function newMarkFrom(
  awards: Awaited<ReturnType<typeof findUserAwards>>,
  resets: Awaited<ReturnType<typeof unreadResetsOf>>,
) {
  const fresh = awards.filter((row) => row.seenAt === null);
  const count = fresh.length + resets.length;
  return {
    newMark: count > 0,
    count,
    awards: fresh.map((row) => ({
      awardId: row.award.id,
      kind: row.award.kind,
      name: row.award.name,
      image: row.award.image,
    })),
    resets,
  };
}

export async function readNewMarks(
  db: Database,
  student: UserRow,
  kind: 'awards' | 'resets' | undefined,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind !== 'resets') await markAwardsSeen(tx, student.id, now);
    if (kind !== 'awards') await markResetsRead(tx, student.id, now);
  });
}

/**
 * Where the student reads an answered activity's result: the real-time report page, or null before any
 * answer (and after an admin's reset, until the next hand-in).
 */
export async function reportUrlOf(
  db: Executor,
  content: KeptContent,
  student: UserRow,
  query: { taskGroupId: number; activityId?: number | undefined },
) {
  const group = await content.visibleGroup(db, student, query.taskGroupId);
  const base = `${ROUTER_BASE.replace(/\/$/, '')}${appRoutes.personalRealTimeReport}`;
  if (query.activityId === undefined) return { reportUrl: `${base}?task_group_info_id=${group.id}` };
  const { activity } = await content.visibleActivity(db, student, query.activityId, group.id);
  const answered = (await findStandingAnswer(db, student.id, activity.id)) !== undefined;
  return { reportUrl: answered ? `${base}?task_group_info_id=${group.id}&activity_id=${activity.id}` : null };
}

/** Until when a student's home reads the same if no row changes: the next group opening or ending, or the next school day. */
export async function homeValidUntil(db: Executor, content: KeptContent, student: UserRow, now: Date): Promise<number> {
  const schedule = nextScheduleChangeIn(await content.plan(db, student.gradeId), now);
  const day = nextSchoolDayStart(now).getTime();
  return schedule ? Math.min(schedule.getTime(), day) : day;
}
