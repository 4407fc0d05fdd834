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
import { findLimitAndFinishes, finishesPerDay } from './repository.js';
import { schoolDayStart, windowDates, windowStart } from './window.js';

/** The student's limit from their grade's plan (none set: 0, which never blocks) and what the window holds. */
export async function taskStaminaOf(db: Executor, student: UserRow, now: Date): Promise<TaskStamina> {
  const found = await findLimitAndFinishes(db, student, schoolDayStart(now), DEFAULT_STAMINA.recentlyDay);
  return {
    maxFinish: found.maxFinish ?? DEFAULT_STAMINA.dayMaxFinish,
    dayFinish: found.dayFinish,
    recentlyDay: found.recentlyDay ?? DEFAULT_STAMINA.recentlyDay,
  };
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

export interface StaminaSubject {
  roleCode: number;
  student: UserRow;
  activityPassed: string;
  groupPassed: string;
  /** The activity's first finish (`task_states.finished_at`) is already in the count: a re-answer, or after a reset. */
  alreadyCounted: boolean;
}

/** §5 stamina block with its exceptions, decided by the contract, and the derived stamina it read. */
async function staminaBlockOf(db: Executor, subject: StaminaSubject, now: Date) {
  const stamina = deriveStamina(await taskStaminaOf(db, subject.student, now));
  const block = staminaBlock({
    stamina,
    roleCode: subject.roleCode,
    activityPassed: subject.activityPassed,
    groupPassed: subject.groupPassed,
    accountType: subject.student.accountType,
    openTest: subject.student.openTest,
    alreadyCounted: subject.alreadyCounted,
  });
  return { stamina, block };
}

/** The §5 stamina block as the caller's role sees it (parents and staff are never blocked). */
export async function staminaViewOf(db: Executor, subject: StaminaSubject, now: Date) {
  const { stamina, block } = await staminaBlockOf(db, subject, now);
  return { ...stamina, blocked: block.blocked };
}

/** Refuses a blocked answer with the contract's text naming the window's days. */
export async function assertStaminaLeft(db: Executor, subject: StaminaSubject, now: Date): Promise<void> {
  const { block } = await staminaBlockOf(db, subject, now);
  if (block.blocked)
    throw new AppError(ErrorCode.StaminaExhausted, { contract: block.message, params: { days: block.days } });
}
