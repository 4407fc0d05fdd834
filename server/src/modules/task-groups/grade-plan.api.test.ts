import { describe, expect, it } from 'vitest';
import { participation } from '../../db/schema/index.js';
import { testDb } from '../../test/harness.js';
import { createClass, createSchool, createStudent, TEST_SHARD } from '../../test/factories.js';
import { addToPlan, createActivity, createTaskGroup } from '../evaluation/test-factories.js';
import { loadGradePlan, nextScheduleChangeIn, visibleActivityIn, visibleGroupsIn } from './grade-plan.js';
import { findVisibleActivity, visibleGroups } from './test-support.js';

const HOUR_MS = 3_600_000;

/** A small deterministic generator (mulberry32), so a failing plan can be rebuilt from its seed. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) % below;
  };
}

/** A grade whose plan holds groups opening and ending around `now`, with participation choices of every kind. */
async function randomPlan(seed: number, now: Date) {
  const random = generator(seed);
  const school = await createSchool();
  const otherSchool = await createSchool();
  const place = await createClass({ schoolId: school.id });
  const students = [
    await createStudent({ classId: place.id }),
    await createStudent({ classId: place.id }),
    await createStudent({ classId: place.id }),
  ];
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
  const groups = [];
  for (let index = 0; index < 6; index += 1) {
    const startTime = at(random(5) - 3 + (random(2) === 0 ? 0 : 0.5));
    const endChoice = random(3);
    const endTime = endChoice === 0 ? null : at(endChoice === 1 ? -1 - random(3) : 1 + random(3));
    groups.push(await createTaskGroup({ startTime, endTime }));
  }
  await addToPlan(
    place.gradeId,
    groups.map((group) => group.id),
  );
  // A group outside the plan, with an activity: never visible to these students.
  const outside = await createTaskGroup({ startTime: at(-5) });
  const activityIds = [(await createActivity(outside.id)).activityId];
  for (const group of groups) {
    for (let count = 0; count <= random(2); count += 1) activityIds.push((await createActivity(group.id)).activityId);
    const choices = [
      { subjectType: 'school' as const, subjectId: school.id },
      { subjectType: 'school' as const, subjectId: otherSchool.id },
      ...students.map((student) => ({ subjectType: 'student' as const, subjectId: student.id })),
    ].filter(() => random(3) === 0);
    if (choices.length > 0) {
      await testDb()
        .insert(participation)
        .values(
          choices.map((choice) => ({
            ...choice,
            taskGroupId: group.id,
            participates: random(2) === 0,
            schoolId: school.id,
            provinceShardId: TEST_SHARD,
          })),
        );
    }
  }
  return { gradeId: place.gradeId, students, groups, outside, activityIds, at };
}

/** What a lookup answers: the activity's group, or that it is missing. */
async function outcome(lookup: () => Promise<{ group: { id: number } }> | { group: { id: number } }) {
  try {
    return (await lookup()).group.id;
  } catch (error) {
    return `refused: ${(error as Error).message}`;
  }
}

describe('a kept grade plan decides as the SQL does', () => {
  it.each([1, 2, 3, 4, 5])(
    'plan %i: the same groups, in order, and the same activities, at every hour',
    async (seed) => {
      const now = new Date();
      const { gradeId, students, groups, outside, activityIds, at } = await randomPlan(seed, now);
      const plan = await loadGradePlan(testDb(), gradeId);
      for (const hours of [-4, -2.5, -2, -0.5, 0, 1.5, 2, 4]) {
        const moment = at(hours);
        for (const student of students) {
          const fromSql = await visibleGroups(testDb(), student, moment);
          expect(visibleGroupsIn(plan, student, moment).map((group) => group.id)).toEqual(
            fromSql.map((group) => group.id),
          );
          for (const activityId of activityIds) {
            for (const taskGroupId of [undefined, groups[0]?.id, outside.id]) {
              const expected = await outcome(() =>
                findVisibleActivity(testDb(), student, activityId, moment, taskGroupId),
              );
              expect(await outcome(() => visibleActivityIn(plan, student, activityId, moment, taskGroupId))).toBe(
                expected,
              );
            }
          }
        }
        const moments = groups
          .flatMap((group) => [group.startTime, group.endTime])
          .filter((value): value is Date => value !== null && value.getTime() > moment.getTime())
          .map((value) => value.getTime());
        expect(nextScheduleChangeIn(plan, moment)?.getTime() ?? null).toBe(
          moments.length === 0 ? null : Math.min(...moments),
        );
      }
    },
  );

  it('a student without a grade sees nothing', async () => {
    const plan = await loadGradePlan(testDb(), null);
    const student = { ...(await createStudent()), gradeId: null };
    expect(visibleGroupsIn(plan, student, new Date())).toEqual([]);
    expect(await visibleGroups(testDb(), student, new Date())).toEqual([]);
  });
});
