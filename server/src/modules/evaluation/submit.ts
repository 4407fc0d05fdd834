import { carriesItems, ErrorCode, TaskState } from '@pingjia/contract';
import type { Executor } from '../../db/client.js';
import type { AnswerMap } from '../../db/schema/index.js';
import { auditActor, keptAuditRecord } from '../../platform/audit.js';
import { grantAwards } from '../awards/service.js';
import type { ActivityRow } from '../task-groups/visibility.js';
import { checkAnswers } from './answer-check.js';
import { answerTransaction, type Caller, type StateKey } from './answer-transaction.js';
import { evaluationRefusal } from './messages.js';
import type { KeptContent } from './content-cache.js';
import { answerResultWrite, storeHandIn } from './hand-in-writes.js';
import { findLatestAnswer, type FullItem, type TaskStateRow } from './repository.js';
import { scoreDimensions, totalScore, type DimensionScore } from './scoring.js';
import { stateDto } from './presenter.js';
import { storedSubmitResult, type SubmitResult } from './submit-result.js';

export type SubmitKind = 'submit' | 'replace' | 'reupload';

export interface SubmitInput {
  kind: SubmitKind;
  taskGroupId: number;
  activityId: number;
  submitKey: string;
  answers: AnswerMap;
  useTime: number;
}

export interface EngineScore {
  answers: AnswerMap;
  totalScore: number;
  dimensionScores: DimensionScore[];
}

/**
 * An assessment engine with its own answer screen (adaptive, programming, scenario) hands in
 * through the same transaction; it answers for one activity kind and scores its own stored work.
 */
export interface SubmitEngine {
  kind: string;
  score(tx: Executor, key: StateKey, now: Date): Promise<EngineScore>;
}

/** A re-upload changes the uploads only: the rest of the latest answer stays as it was. */
function mergeReupload(itemList: FullItem[], previous: AnswerMap, incoming: AnswerMap): AnswerMap {
  const uploads = new Set(itemList.filter((item) => item.type === 'upload').map((item) => String(item.id)));
  if (Object.keys(incoming).some((key) => !uploads.has(key)))
    throw evaluationRefusal(ErrorCode.ValidationFailed, 'answerInvalid');
  return { ...previous, ...incoming };
}

function nextState(kind: SubmitKind, state: TaskStateRow, now: Date) {
  if (kind === 'reupload') return { reuploadFlag: 0 };
  return {
    userTaskState: TaskState.submitted,
    respondTimes: state.respondTimes + 1,
    reuploadFlag: 0,
    finishedAt: state.finishedAt ?? now,
  };
}

/** Checks and scores the answer to the activity's own items (a re-upload merged into the latest answer). */
async function scoreItems(tx: Executor, content: KeptContent, input: SubmitInput, key: StateKey): Promise<EngineScore> {
  const itemList = await content.items(tx, key.activityId);
  const previous = input.kind === 'reupload' ? await findLatestAnswer(tx, key.userId, key.activityId) : undefined;
  const answers =
    input.kind === 'reupload' ? mergeReupload(itemList, previous?.answers ?? {}, input.answers) : input.answers;
  await checkAnswers(tx, key.userId, itemList, answers, true);
  const scored = itemList.map((item) => ({ ...item, options: item.options.map(({ id, score }) => ({ id, score })) }));
  return {
    answers,
    totalScore: totalScore(scored, answers),
    dimensionScores: scoreDimensions(scored, answers, await content.dimensionParents(tx)),
  };
}

/** The engine's own scoring, or the activity's items (read from what the server keeps). */
function score(
  task: { tx: Executor; key: StateKey; content: KeptContent },
  input: SubmitInput,
  now: Date,
  engine: SubmitEngine | undefined,
): Promise<EngineScore> {
  return engine ? engine.score(task.tx, task.key, now) : scoreItems(task.tx, task.content, input, task.key);
}

/** Admits what this submit hands in: a kind the answer screen answers item by item, or the engine's own kind only. */
function answerableBy(engine: SubmitEngine | undefined) {
  return (_tx: Executor, activity: ActivityRow): undefined => {
    const answerable = engine ? activity.kind === engine.kind : carriesItems(activity.kind);
    if (!answerable) throw evaluationRefusal(ErrorCode.NotAllowed, 'engineNotReady');
    return undefined;
  };
}

/** The hand-in's audit row, with the answer's result stored in the same statement. */
const handInAudit = keptAuditRecord('hand_in_audit', (tx) => [answerResultWrite(tx)]);

/** Hand-ins under way on this server, per database, by student and submit key. */
const underWay = new WeakMap<Executor, Map<string, Promise<SubmitResult>>>();

/**
 * Stores an answer and its dimension scores in the students' answer transaction (lock, §4
 * refusal, stamina: `answerTransaction`); a submit key already used returns the first result and
 * writes nothing. A double tap's copy that reaches this server while the first is under way waits
 * for the first's answer, as the replay would give it, without a transaction (and a pooled
 * connection) of its own; a copy on another server is answered by the replay.
 */
export async function submitAnswer(
  db: Executor,
  caller: Caller,
  input: SubmitInput,
  now: Date,
  engine?: SubmitEngine,
): Promise<SubmitResult> {
  let running = underWay.get(db);
  if (!running) {
    running = new Map();
    underWay.set(db, running);
  }
  const id = `${caller.student.id}:${input.submitKey}`;
  const first = running.get(id);
  if (first) return first;
  const handIn = storeSubmit(db, caller, input, now, engine);
  running.set(id, handIn);
  try {
    return await handIn;
  } finally {
    running.delete(id);
  }
}

async function storeSubmit(
  db: Executor,
  caller: Caller,
  input: SubmitInput,
  now: Date,
  engine: SubmitEngine | undefined,
): Promise<SubmitResult> {
  const { student } = caller;
  const rules = {
    action: input.kind,
    admit: answerableBy(engine),
    stamina: input.kind !== 'reupload',
    replay: (tx: Executor) => storedSubmitResult(tx, student.id, input.submitKey),
    notesCounters: true,
  };
  return answerTransaction(db, caller, input, rules, now, async ({ tx, key, state, content, queueClassId }) => {
    const { answers, totalScore: total, dimensionScores } = await score({ tx, key, content }, input, now, engine);
    const { answerId, state: updated } = await storeHandIn(
      tx,
      key,
      {
        answer: {
          submitKey: input.submitKey,
          kind: input.kind,
          answers,
          useTime: input.useTime,
          totalScore: total,
          result: {},
          actorUserId: caller.session.actorUserId,
          submittedAt: now,
        },
        scores: dimensionScores,
        state: nextState(input.kind, state, now),
      },
      now,
      queueClassId,
    );
    if (answerId === null) throw evaluationRefusal(ErrorCode.Conflict, 'answerAlreadySubmitted');
    const aspectLevels = dimensionScores
      .filter((score) => score.parentDimensionId === null)
      .map((score) => score.level);
    const awards = await grantAwards(tx, { ...key, aspectLevels, now }, await content.awardDefinitions(tx));

    const result: SubmitResult = {
      answerId,
      activityId: key.activityId,
      taskGroupId: key.taskGroupId,
      queryProgress: true,
      totalScore: total,
      dimensionScores,
      awards,
      taskState: stateDto(updated),
    };
    await handInAudit.record(
      tx,
      {
        ...auditActor(caller.session),
        action: `evaluation.${input.kind}`,
        entityType: 'answer',
        entityId: answerId,
        before: stateDto(state),
        after: { activityId: key.activityId, totalScore: total, taskState: result.taskState },
        ip: caller.ip,
        provinceShardId: key.provinceShardId,
        place: { userId: key.userId },
      },
      { answerId, answerResult: result },
    );
    return result;
  });
}
