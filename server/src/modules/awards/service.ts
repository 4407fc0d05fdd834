import type { Executor } from '../../db/client.js';
import { windowStart } from '../stamina/window.js';
import { awardFacts, grantAll, grantKey, type AwardDefinitionRow } from './repository.js';
import { rulesMet } from './rules.js';

export interface GrantedAward {
  awardId: number;
  kind: 'medal' | 'trophy';
  name: string;
  image: string;
  taskGroupId: number;
}

export interface SubmitFacts {
  userId: number;
  taskGroupId: number;
  provinceShardId: number;
  aspectLevels: number[];
  now: Date;
}

/**
 * Checks the award rules after a submit, inside its transaction, and returns what it newly
 * granted; `definitions` are every award, as the server keeps them.
 */
export async function grantAwards(
  tx: Executor,
  facts: SubmitFacts,
  definitions: readonly AwardDefinitionRow[],
): Promise<GrantedAward[]> {
  const read = await awardFacts(tx, facts.userId, facts.taskGroupId, windowStart(facts.now, 7));
  const met = new Set(rulesMet({ ...read, aspectLevels: facts.aspectLevels, now: facts.now }));
  const earned = definitions
    .filter((row) => met.has(row.rule))
    .map((definition) => ({ definition, taskGroupId: definition.rule === 'groupComplete' ? facts.taskGroupId : 0 }));
  const fresh = await grantAll(tx, {
    userId: facts.userId,
    awardedAt: facts.now,
    provinceShardId: facts.provinceShardId,
    awards: earned.map(({ definition, taskGroupId }) => ({ awardId: definition.id, taskGroupId })),
  });
  return earned
    .filter(({ definition, taskGroupId }) => fresh.has(grantKey({ awardId: definition.id, taskGroupId })))
    .map(({ definition, taskGroupId }) => ({
      awardId: definition.id,
      kind: definition.kind,
      name: definition.name,
      image: definition.image,
      taskGroupId,
    }));
}
