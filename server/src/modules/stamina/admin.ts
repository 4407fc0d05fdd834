import { RoleCode } from '@pingjia/contract';
import type { Database } from '../../db/client.js';
import { auditActor, recordAudit } from '../../platform/audit.js';
import type { Session } from '../../platform/sessions/types.js';
import { notFound } from '../../platform/refusal.js';
import { findPlan } from '../task-groups/visibility.js';
import { findGrade, managesSchool, upsertPlanLimit } from './repository.js';

export interface StaminaLimit {
  gradeId: number;
  maxFinish: number;
  recentlyDay: number;
}

/** A school admin sets the stamina limit of a grade of their own school; another school's grade reads as missing. */
export async function setGradeLimit(db: Database, session: Session, limit: StaminaLimit, ip: string | null) {
  const grade = await findGrade(db, limit.gradeId);
  if (!grade || !(await managesSchool(db, session.userId, RoleCode.schoolAdmin, grade.schoolId))) {
    throw notFound();
  }
  return db.transaction(async (tx) => {
    const before = await findPlan(tx, grade.id);
    const plan = await upsertPlanLimit(tx, { ...limit, provinceShardId: grade.provinceShardId });
    await recordAudit(tx, {
      ...auditActor(session),
      action: 'stamina.updateTaskStamina',
      entityType: 'evaluationPlan',
      entityId: plan.id,
      before: before ? { maxFinish: before.maxFinish, recentlyDay: before.recentlyDay } : null,
      after: { maxFinish: plan.maxFinish, recentlyDay: plan.recentlyDay },
      ip,
      provinceShardId: grade.provinceShardId,
    });
    return { gradeId: grade.id, maxFinish: plan.maxFinish, recentlyDay: plan.recentlyDay };
  });
}
