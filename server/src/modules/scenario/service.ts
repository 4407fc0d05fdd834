import { ErrorCode } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { AnswerMap } from '../../db/schema/index.js';
import { notFound } from '../../platform/refusal.js';
import { answerRefusal } from '../evaluation/answer-rules.js';
import { answerTransaction, visibleTask, type Caller, type TaskRef } from '../evaluation/answer-transaction.js';
import { stateDto } from '../evaluation/presenter.js';
import { dimensionParents, findState, type TaskStateRow } from '../evaluation/repository.js';
import { submitAnswer, type SubmitEngine } from '../evaluation/submit.js';
import type { SubmitResult } from '../evaluation/submit-result.js';
import type { ActivityRow, TaskGroupRow } from '../task-groups/visibility.js';
import type { ScenarioDefinition } from './definition.js';
import { scenarioRefusal } from './messages.js';
import { walkDto } from './presenter.js';
import { findAttempt, findDefinition, saveAttempt, walkOf, type AttemptRow } from './repository.js';
import { dimensionScoresOf, tallyWalk, totalPoints } from './scoring.js';
import { isFinished, startWalk, takeStep, type SceneResponse, type WalkState } from './walk.js';

interface Loaded {
  activity: ActivityRow;
  group: TaskGroupRow;
  definition: ScenarioDefinition;
}

/** A scenario activity's definition; any other activity reads as missing. */
async function definitionOf(db: Executor, activity: ActivityRow): Promise<ScenarioDefinition> {
  if (activity.kind !== 'scenario') throw notFound();
  const definition = await findDefinition(db, activity.id);
  if (!definition) throw scenarioRefusal(ErrorCode.NotFound, 'noScenario');
  return definition;
}

/** A scenario activity the caller's student may see (from the grade plan this server keeps), with its definition. */
async function loadScenario(db: Executor, caller: Caller, ref: TaskRef, now: Date): Promise<Loaded> {
  const { activity, group } = await visibleTask(db, caller, ref, now);
  return { activity, group, definition: await definitionOf(db, activity) };
}

/**
 * The walk the student is on. A walk belongs to one answer round (respondTimes when it began):
 * once that round is handed in it stays readable, and a re-answer starts a new one.
 */
function currentWalk(loaded: Loaded, state: TaskStateRow | undefined, attempt: AttemptRow | undefined, now: Date) {
  const flags = stateDto(state);
  const round = flags.respondTimes;
  const walk: WalkState = attempt ? walkOf(attempt) : startWalk(loaded.definition);
  const handedIn = attempt !== undefined && attempt.round < round;
  const mayAnswer = answerRefusal('submit', flags, loaded.group.endTime, now) === null;
  return { walk, round, handedIn, mayAnswer };
}

type CurrentWalk = ReturnType<typeof currentWalk>;

function present(loaded: Loaded, walk: CurrentWalk) {
  const ids = { activityId: loaded.activity.id, taskGroupId: loaded.group.id };
  return walkDto(loaded.definition, walk.walk, ids, {
    handedIn: walk.handedIn,
    canAnswer: walk.mayAnswer && !walk.handedIn,
    canRestart: walk.mayAnswer && walk.handedIn,
  });
}

/** The scenario where the student left it (on any device), revealing only the scenes reached. */
export async function walkOfStudent(db: Executor, caller: Caller, ref: TaskRef, now: Date) {
  const { student } = caller;
  const loaded = await loadScenario(db, caller, ref, now);
  const [state, attempt] = await Promise.all([
    findState(db, student.id, loaded.activity.id),
    findAttempt(db, student.id, loaded.activity.id),
  ]);
  return present(loaded, currentWalk(loaded, state, attempt, now));
}

/** Runs a change to the walk in the students' answer transaction, refused as §4 refuses a submit. */
async function changeWalk(
  db: Executor,
  caller: Caller,
  ref: Required<TaskRef>,
  now: Date,
  change: (loaded: Loaded, current: CurrentWalk) => WalkState,
) {
  const rules = { action: 'submit', admit: definitionOf } as const;
  return answerTransaction(db, caller, ref, rules, now, async ({ tx, key, activity, group, state, admitted }) => {
    const loaded = { activity, group, definition: admitted };
    const current = currentWalk(loaded, state, await findAttempt(tx, key.userId, key.activityId), now);
    const walk = change(loaded, current);
    await saveAttempt(tx, key, walk, current.round, now);
    return present(loaded, { ...current, walk, handedIn: false });
  });
}

export interface StepInput extends Required<TaskRef> {
  sceneId: string;
  choice?: string | undefined;
  answers?: Record<string, string | string[]> | undefined;
}

/** Records the response at the current scene and answers with the next one. */
export async function recordStep(db: Executor, caller: Caller, input: StepInput, now: Date) {
  const response: SceneResponse | undefined =
    input.choice !== undefined ? { choice: input.choice } : input.answers && { answers: input.answers };
  return changeWalk(db, caller, input, now, (loaded, current) => {
    if (current.handedIn) throw scenarioRefusal(ErrorCode.ValidationFailed, 'alreadyEnded');
    if (!response || (input.choice !== undefined && input.answers !== undefined))
      throw scenarioRefusal(ErrorCode.ValidationFailed, 'responseInvalid');
    const next = takeStep(loaded.definition, current.walk, input.sceneId, response);
    if (typeof next === 'string')
      throw scenarioRefusal(next === 'notCurrentScene' ? ErrorCode.Conflict : ErrorCode.ValidationFailed, next);
    return next;
  });
}

/** Starts the walk over from the first scene: for the one re-answer, or to walk another way before submitting. */
export async function restartWalk(db: Executor, caller: Caller, ref: Required<TaskRef>, now: Date) {
  return changeWalk(db, caller, ref, now, (loaded) => startWalk(loaded.definition));
}

/** The handed-in answer keeps the path and every response, readable without the attempt row. */
function answerMapOf(definition: ScenarioDefinition, walk: WalkState): AnswerMap {
  const answers: AnswerMap = { path: walk.path };
  walk.path.forEach((sceneId, step) => {
    const response = walk.responses[String(step)];
    if (!response) return;
    if ('choice' in response) answers[`${step}:${sceneId}`] = response.choice;
    else
      for (const [questionId, value] of Object.entries(response.answers))
        answers[`${step}:${sceneId}.${questionId}`] = value;
  });
  return answers;
}

function scenarioEngine(definition: ScenarioDefinition): SubmitEngine {
  return {
    kind: 'scenario',
    async score(tx, key) {
      const attempt: AttemptRow | undefined = await findAttempt(tx, key.userId, key.activityId);
      const state = await findState(tx, key.userId, key.activityId);
      const walk = attempt ? walkOf(attempt) : undefined;
      const isCurrentRound = attempt !== undefined && attempt.round >= (state?.respondTimes ?? 0);
      if (!walk || !isCurrentRound || !isFinished(definition, walk))
        throw scenarioRefusal(ErrorCode.ValidationFailed, 'notFinished');
      const tallies = tallyWalk(definition, walk);
      const totalScore = Math.round(totalPoints(tallies) * 10) / 10;
      return {
        answers: answerMapOf(definition, walk),
        totalScore,
        dimensionScores: dimensionScoresOf(tallies, await dimensionParents(tx)),
      };
    },
  };
}

/**
 * Hands in the finished walk through the students' submit transaction: the answer-disable
 * decision, the stamina limit, the submit key, the task state, dimension scores and awards.
 */
export async function submitScenario(
  db: Executor,
  caller: Caller,
  input: Required<TaskRef> & { submitKey: string; useTime: number },
  now: Date,
): Promise<SubmitResult> {
  const { definition } = await loadScenario(db, caller, input, now);
  return submitAnswer(db, caller, { ...input, kind: 'submit', answers: {} }, now, scenarioEngine(definition));
}
