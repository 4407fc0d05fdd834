import type { Executor } from '../../db/client.js';
import { awardDefinitions, type AwardRule } from '../../db/schema/index.js';

interface AwardSeed {
  rule: AwardRule;
  kind: 'medal' | 'trophy';
  name: string;
  description: string;
  image: string;
  sort: number;
}

/** The platform's medals and trophies, one per rule; the web build ships the webp images by these names. */
export const AWARD_DEFINITIONS: readonly AwardSeed[] = [
  {
    rule: 'firstActivity',
    kind: 'medal',
    name: '初次启航',
    description: '完成第一个活动',
    image: 'medal-first-activity.webp',
    sort: 1,
  },
  {
    rule: 'streak3',
    kind: 'medal',
    name: '坚持三天',
    description: '连续三天完成活动',
    image: 'medal-streak-3.webp',
    sort: 2,
  },
  {
    rule: 'streak7',
    kind: 'medal',
    name: '一周不间断',
    description: '连续七天完成活动',
    image: 'medal-streak-7.webp',
    sort: 3,
  },
  {
    rule: 'topLevel',
    kind: 'medal',
    name: '闪耀之星',
    description: '在一个发展维度上达到优秀',
    image: 'medal-top-level.webp',
    sort: 4,
  },
  {
    rule: 'groupComplete',
    kind: 'trophy',
    name: '全勤奖杯',
    description: '完成一个任务组的全部活动',
    image: 'trophy-group-complete.webp',
    sort: 5,
  },
];

/** Inserts the definitions, or refreshes their texts; the seed and the tests share it. */
export async function ensureAwardDefinitions(tx: Executor): Promise<void> {
  for (const award of AWARD_DEFINITIONS) {
    await tx
      .insert(awardDefinitions)
      .values(award)
      .onConflictDoUpdate({
        target: awardDefinitions.rule,
        set: {
          kind: award.kind,
          name: award.name,
          description: award.description,
          image: award.image,
          sort: award.sort,
        },
      });
  }
}
