import type { AwardList } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { UserRow } from '../accounts/repository.js';
import { findDefinitions, findUserAwards } from './repository.js';

type AwardDefinition = Awaited<ReturnType<typeof findDefinitions>>[number];
type UserAward = Awaited<ReturnType<typeof findUserAwards>>[number];

/**
 * Every medal and trophy with whether the student earned it. With a task group, the
 * group-complete trophy is that group's; without, any group's counts.
 */
export async function awardListOf(db: Executor, student: UserRow, taskGroupId?: number): Promise<AwardList> {
  const [definitions, earned] = await Promise.all([findDefinitions(db), findUserAwards(db, student.id)]);
  return awardListFrom(definitions, earned, taskGroupId);
}

/** `awardListOf` from the definitions and the student's awards already read. */
export function awardListFrom(
  definitions: readonly AwardDefinition[],
  earned: readonly UserAward[],
  taskGroupId?: number,
): AwardList {
  const list = definitions.map((definition) => {
    const mine = earned.find(
      (row) =>
        row.award.id === definition.id &&
        (taskGroupId === undefined || row.taskGroupId === 0 || row.taskGroupId === taskGroupId),
    );
    return {
      awardId: definition.id,
      kind: definition.kind,
      name: definition.name,
      description: definition.description,
      image: definition.image,
      earned: mine !== undefined,
      awardedAt: mine?.awardedAt.toISOString() ?? null,
      isNew: mine !== undefined && mine.seenAt === null,
    };
  });
  return {
    medals: list.filter((award) => award.kind === 'medal'),
    trophies: list.filter((award) => award.kind === 'trophy'),
  };
}
