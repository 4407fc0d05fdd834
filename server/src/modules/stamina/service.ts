import {
  DEFAULT_STAMINA,
  deriveStamina,
  ErrorCode,
  staminaBlock,
  type Stamina,
  type TaskStamina,
} from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../platform/app-error.js';
import type { UserRow } from '../accounts/repository.js';
import { findPlan, type ActivityRow, type TaskGroupRow } from '../task-groups/visibility.js';
import { countFinishesSince, finishesPerDay } from './repository.js';
import { windowDates, windowStart } from './window.js';

/** The student's limit from their grade's plan (none set: 0, which never blocks) and what the window holds. */
export async function taskStaminaOf(db: Executor, student: UserRow, now: Date): Promise<TaskStamina> {
  const plan = await findPlan(db, student.gradeId);
  const maxFinish = plan?.maxFinish ?? DEFAULT_STAMINA.dayMaxFinish;
  const recentlyDay = plan?.recentlyDay ?? DEFAULT_STAMINA.recentlyDay;
  const dayFinish = await countFinishesSince(db, student.id, windowStart(now, recentlyDay));
  return { maxFinish, dayFinish, recentlyDay };
}

export async function staminaDetailsOf(db: Executor, student: UserRow, now: Date): Promise<Stamina> {
  const taskStaminaVO = await taskStaminaOf(db, student, now);
  const perDay = await finishesPerDay(db, student.id, windowStart(now, taskStaminaVO.recentlyDay));
  const staminaVOList = windowDates(now, taskStaminaVO.recentlyDay).map((dateTime) => ({
    dateTime,
    finishNum: perDay.get(dateTime) ?? 0,
  }));
  return { staminaVOList, taskStaminaVO };
}

/** The §5 stamina block as the caller's role sees it (parents and staff are never blocked). */
export async function staminaViewOf(
  db: Executor,
  student: UserRow,
  roleCode: number,
  activity: ActivityRow,
  group: TaskGroupRow,
  now: Date,
) {
  const stamina = deriveStamina(await taskStaminaOf(db, student, now));
  const block = staminaBlock({
    stamina,
    roleCode,
    activityPassed: activity.passed,
    groupPassed: group.passed,
    accountType: student.accountType,
    openTest: student.openTest,
  });
  return { ...stamina, blocked: block.blocked };
}

export interface StaminaSubject {
  roleCode: number;
  student: UserRow;
  activityPassed: string;
  groupPassed: string;
}

/** §5 stamina block with its exceptions, decided by the contract; blocked answers are refused. */
export async function assertStaminaLeft(db: Executor, subject: StaminaSubject, now: Date): Promise<void> {
  const stamina = deriveStamina(await taskStaminaOf(db, subject.student, now));
  const block = staminaBlock({
    stamina,
    roleCode: subject.roleCode,
    activityPassed: subject.activityPassed,
    groupPassed: subject.groupPassed,
    accountType: subject.student.accountType,
    openTest: subject.student.openTest,
  });
  if (block.blocked)
    throw new AppError(ErrorCode.StaminaExhausted, { contract: block.message, params: { days: block.days } });
}
