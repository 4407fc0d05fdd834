import { inArray } from 'drizzle-orm';
import { RoleCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import {
  evaluationPlans,
  planTaskGroups,
  reportPublications,
  taskGroups,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { importContent } from '../../modules/content/importer.js';
import { dimensionParents, loadItems } from '../../modules/evaluation/repository.js';
import { hashPassword } from '../../platform/passwords.js';
import { DEMO_PASSWORD, placeOfClass } from '../accounts.js';
import { CLASSES, CURRENT_SCHOOL_YEAR, PROVINCE_SHARD_ID, SCHOOLS } from '../org.js';
import {
  BATCH_1_PUBLICATION,
  REPORT_DISTRICT_ID,
  REPORT_GROUPS,
  REPORT_YEAR,
  reportActivities,
  type Batch,
} from './content.js';
import { storeSubmissions, submissionsOf, type ReportActivity } from './hand-in.js';
import { GENERATED_STUDENTS, REPORT_STUDENTS } from './roster.js';

const shard = { provinceShardId: PROVINCE_SHARD_ID };
const noActor = { actorUserId: null, actingAsUserId: null, ip: null };
const BATCHES: Batch[] = ['1', '2'];

/** The plans of the district's grades. */
async function districtPlans(tx: Executor): Promise<number[]> {
  const schoolIds: number[] = SCHOOLS.filter((school) => school.districtId === REPORT_DISTRICT_ID).map((s) => s.id);
  const gradeIds = CLASSES.filter((c) => schoolIds.includes(c.schoolId)).map((c) => c.gradeId);
  const rows = await tx
    .select({ id: evaluationPlans.id })
    .from(evaluationPlans)
    .where(inArray(evaluationPlans.gradeId, gradeIds));
  return rows.map((row) => row.id);
}

/** The two groups of report year 2025, in the district's plans, with their activities imported as admins import them. */
async function seedGroups(tx: Executor): Promise<ReportActivity[]> {
  const planIds = await districtPlans(tx);
  const seeded: ReportActivity[] = [];
  for (const batch of BATCHES) {
    const { name, startTime, endTime } = REPORT_GROUPS[batch];
    const [group] = await tx
      .insert(taskGroups)
      .values({ name, startTime, endTime, reportYear: REPORT_YEAR, evaluationBatch: batch, ...shard })
      .returning({ id: taskGroups.id });
    if (!group) throw new Error('report task group not seeded');
    await tx.insert(planTaskGroups).values(planIds.map((planId) => ({ planId, taskGroupId: group.id, ...shard })));
    for (const definition of reportActivities(batch)) {
      const { activityId } = await importContent(tx, { ...definition, taskGroupId: group.id }, noActor);
      seeded.push({ id: activityId, taskGroupId: group.id, batch, items: await loadItems(tx, activityId) });
    }
  }
  return seeded;
}

/** The generated students' accounts (the demo password, no identity number); returns their ids by login name. */
async function seedStudents(tx: Executor, passwordHash: string): Promise<Map<string, number>> {
  const rows = await tx
    .insert(users)
    .values(
      GENERATED_STUDENTS.map((student) => ({
        loginName: student.loginName,
        userName: student.userName,
        passwordHash,
        gender: student.gender,
        userType: 1,
        ...placeOfClass(student.classId),
        confirmedSchoolYear: CURRENT_SCHOOL_YEAR,
        ...shard,
      })),
    )
    .returning({ id: users.id, loginName: users.loginName, schoolId: users.schoolId, classId: users.classId });
  await tx.insert(userRoles).values(
    rows.map((row) => ({
      userId: row.id,
      roleCode: RoleCode.student,
      schoolId: row.schoolId,
      classId: row.classId,
      ...shard,
    })),
  );
  return new Map(rows.map((row) => [row.loginName, row.id]));
}

/**
 * The reports demo (issue 13): 西湖区's classes filled to 30 and more students, two batches of
 * report year 2025 answered by them (student01 and student02 with their classmates), batch 1
 * published to the district and batch 2 not yet. The same rows on every run. Runs after the
 * content seed, whose plans it joins.
 */
export async function seedReportsDemo(tx: Executor): Promise<void> {
  // Argon2 runs off the main thread: the hash is made while the groups are written.
  const passwordHash = hashPassword(DEMO_PASSWORD);
  const activities = await seedGroups(tx);
  const generatedIds = await seedStudents(tx, await passwordHash);
  const students = REPORT_STUDENTS.map((student) => {
    const id = student.id ?? generatedIds.get(student.loginName);
    if (id === undefined) throw new Error(`no account for ${student.loginName}`);
    return { ...student, id };
  });
  await storeSubmissions(tx, submissionsOf(students, activities, await dimensionParents(tx)));
  const batch1 = activities.find((activity) => activity.batch === '1');
  if (!batch1) throw new Error('batch 1 not seeded');
  await tx.insert(reportPublications).values({
    taskGroupId: batch1.taskGroupId,
    scope: 'region',
    scopeId: REPORT_DISTRICT_ID,
    publishedBy: BATCH_1_PUBLICATION.publishedBy,
    publishedAt: BATCH_1_PUBLICATION.publishedAt,
    ...shard,
  });
}
