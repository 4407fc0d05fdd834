import type { Executor } from '../../db/client.js';
import { windowStart } from '../stamina/window.js';
import { answerDaysSince, countFinished, countUnfinishedInGroup, findDefinitions, grant } from './repository.js';
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

/** Checks the award rules after a submit, inside its transaction, and returns what it newly granted. */
export async function grantAwards(tx: Executor, facts: SubmitFacts): Promise<GrantedAward[]> {
  // Inside the submit's transaction: one connection, so the queries run one after another.
  const finishedCount = await countFinished(tx, facts.userId);
  const unfinishedInGroup = await countUnfinishedInGroup(tx, facts.userId, facts.taskGroupId);
  const answerDays = await answerDaysSince(tx, facts.userId, windowStart(facts.now, 7));
  const definitions = await findDefinitions(tx);
  const met = new Set(
    rulesMet({ finishedCount, unfinishedInGroup, answerDays, aspectLevels: facts.aspectLevels, now: facts.now }),
  );
  const granted: GrantedAward[] = [];
  for (const definition of definitions.filter((row) => met.has(row.rule))) {
    const taskGroupId = definition.rule === 'groupComplete' ? facts.taskGroupId : 0;
    const isNew = await grant(tx, {
      userId: facts.userId,
      awardId: definition.id,
      taskGroupId,
      awardedAt: facts.now,
      provinceShardId: facts.provinceShardId,
    });
    if (isNew)
      granted.push({
        awardId: definition.id,
        kind: definition.kind,
        name: definition.name,
        image: definition.image,
        taskGroupId,
      });
  }
  return granted;
}
