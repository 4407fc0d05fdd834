import { beforeAll, describe, expect, it } from 'vitest';
import { api, ErrorCode, type AnswerReview } from '@pingjia/contract';
import { body, buildTestApp, type TestApp } from '../../test/harness.js';
import { createTeacher } from '../../test/factories.js';
import { submitKey } from '../evaluation/test-factories.js';
import { attemptsOf, studentWithAdaptiveTest } from '../adaptive/test-factories.js';
import { HALF_RIGHT, studentWithProgramming } from '../programming/test-factories.js';
import { schoolAdminOf } from '../recovery/test-support.js';
import { studentWithScenario } from '../scenario/test-factories.js';
import { clientOf, type Client } from './test-district.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});

const e = api.evaluation;

interface Student {
  id: number;
  loginName: string;
  schoolId: number | null;
}

/** The review a school admin of the student's school opens, and the raw JSON it came in. */
async function reviewByAdmin(student: Student, activityId: number) {
  const admin = await clientOf(t, await schoolAdminOf(student.schoolId));
  const response = await admin.get(e.getLeafEvaluationAnswerByUser.path, {
    activityId: String(activityId),
    studentId: String(student.id),
  });
  const reply = body<{ review: AnswerReview }>(response);
  if (!reply.success) throw new Error(`review failed: ${reply.code} ${reply.message}`);
  return { review: reply.data.review, json: response.body, admin };
}

/** Object keys anywhere in a value. */
function keysIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) => [key, ...keysIn(entry)]);
}

async function handedIn(client: Client, path: string, payload: object) {
  const reply = body(await client.post(path, { ...payload, submitKey: submitKey(), useTime: 90 }));
  if (!reply.success) throw new Error(`hand-in failed: ${reply.code} ${reply.message}`);
}

describe('an adaptive test under review', () => {
  interface Page {
    item: { itemId: number; options: { id: string }[] } | null;
  }

  it('shows every step with its stem, the choice, right or wrong and the estimate, and no key or parameter', async () => {
    const s = await studentWithAdaptiveTest();
    const student = await clientOf(t, s.student);
    const query = { activityId: String(s.activityId), taskGroupId: String(s.group.id) };
    let page = body<Page>(await student.get(e.getAdaptiveEvaluationAnswerLastPageInfo.path, query)).data;
    while (page.item) {
      const next = { ...query, itemId: String(page.item.itemId), optionId: page.item.options[0]?.id ?? 'A' };
      page = body<Page>(await student.get(e.getAdaptiveEvaluationAnswerNextPageInfo.path, next)).data;
    }
    await handedIn(student, e.subAdaptiveEvaluationGroupAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
    });

    const { review, json } = await reviewByAdmin(s.student, s.activityId);
    const [attempt] = await attemptsOf(s.student.id, s.activityId);
    if (review.content.kind !== 'adaptive' || !attempt) throw new Error('expected an adaptive review');
    expect(review.content).toMatchObject({ attemptNo: 1, stopReason: 'maxLength' });
    expect(review.content.result?.se).toBeGreaterThan(0);
    expect(review.content.steps.map((step) => [step.position, step.itemId, step.chosenOptionId, step.isRight])).toEqual(
      attempt.steps.map((step, index) => [index + 1, step.itemId, step.optionId, step.correct]),
    );
    const answered = new Set(attempt.steps.map((step) => step.itemId));
    const bankItem = (itemId: number) => attempt.bank.find((item) => item.id === itemId);
    expect(review.content.steps.map((step) => step.stem)).toEqual(
      attempt.steps.map((step) => bankItem(step.itemId)?.stem),
    );
    expect(review.content.steps[0]?.options).toHaveLength(4);

    const secrets = ['a', 'b', 'c', 'correctOptionId', 'bank', 'seed', 'draw', 'thetaAtChoice', 'indicatorId'];
    expect(keysIn(JSON.parse(json)).filter((key) => secrets.includes(key))).toEqual([]);
    const shownStems = new Set(review.content.steps.map((step) => step.stem));
    const unanswered = attempt.bank.filter((item) => !answered.has(item.id) && !shownStems.has(item.stem));
    expect(unanswered.length).toBeGreaterThan(50);
    expect(unanswered.filter((item) => json.includes(JSON.stringify(item.stem).slice(1, -1)))).toEqual([]);
  });
});

describe('a programming task under review', () => {
  it("shows each task's code, the cases the student saw and the hidden tests as counts only", async () => {
    const s = await studentWithProgramming();
    const student = await clientOf(t, s.student);
    await handedIn(student, api.programming.subProgrammingAnswer.path, {
      taskGroupId: s.group.id,
      activityId: s.activityId,
      code: { [String(s.taskId)]: HALF_RIGHT },
    });

    const { review, json } = await reviewByAdmin(s.student, s.activityId);
    expect(review).toMatchObject({ totalScore: 1, status: 'current' });
    expect(review.content).toEqual({
      kind: 'programming',
      totalScore: 1,
      maxScore: 4,
      tasks: [
        {
          taskId: s.taskId,
          title: '数组求和',
          statement: '返回数组之和。',
          functionName: 'solve',
          code: HALF_RIGHT,
          examples: [{ input: [1, 2, 3], expected: 6 }],
          score: 1,
          maxScore: 4,
          hidden: { total: 2, passed: 1, failed: 1 },
        },
      ],
    });
    // The hidden tests' inputs and expected values (31337 → 31338) never leave the server.
    expect(json).not.toMatch(/31337|31338/);
  });
});

describe('a scenario under review', () => {
  it('shows the path of scenes with the choice and answers at each, never scores or where a branch leads', async () => {
    const setup = await studentWithScenario();
    const student = await clientOf(t, setup.student);
    const step = (payload: object) => student.post(api.scenario.recordStep.path, { ...setup.ref, ...payload });
    await step({ sceneId: 'lunch', answers: { queue: 'wait' } });
    await step({ sceneId: 'spill', choice: 'tell' });
    await step({ sceneId: 'teacher', answers: { tools: ['mop', 'sign'] } });
    await handedIn(student, api.scenario.subScenarioAnswer.path, setup.ref);

    const { review, json, admin } = await reviewByAdmin(setup.student, setup.ref.activityId);
    if (review.content.kind !== 'scenario') throw new Error('expected a scenario review');
    expect(review.content.title).toBe('午餐时间');
    const choice = (id: string, label: string, chosen: boolean) => ({ id, label, chosen });
    expect(review.content.steps).toEqual([
      {
        position: 1,
        sceneId: 'lunch',
        title: '排队打饭',
        text: '午餐时间到了，同学们在食堂排队。',
        kind: 'questions',
        prompt: null,
        choice: null,
        questions: [
          {
            id: 'queue',
            type: 'single',
            stem: '排队时应该怎么做？',
            options: [choice('wait', '按顺序等待', true), choice('cut', '插到前面', false)],
          },
        ],
      },
      {
        position: 2,
        sceneId: 'spill',
        title: '汤洒了',
        text: '同桌不小心把汤洒在了地上。',
        kind: 'branch',
        prompt: '你会怎么做？',
        choice: { id: 'tell', label: '告诉值日老师' },
        questions: [],
      },
      expect.objectContaining({
        position: 3,
        sceneId: 'teacher',
        questions: [
          expect.objectContaining({
            options: [
              choice('mop', '拖把', true),
              choice('sign', '小心地滑提示牌', true),
              choice('ball', '篮球', false),
            ],
          }),
        ],
      }),
      expect.objectContaining({ position: 4, sceneId: 'calm', kind: 'end', choice: null }),
    ]);
    expect(keysIn(JSON.parse(json)).filter((key) => key === 'scores' || key === 'next')).toEqual([]);

    // A reset deletes the walk; the handed-in answer keeps the path, so it still reads the same, as history.
    t.clock.advance(1_000);
    const reset = await admin.post(api.taskInfo.resetTaskResult.path, {
      studentId: setup.student.id,
      activityId: setup.ref.activityId,
      reason: '需要重新体验情境',
    });
    expect(body(reset).success).toBe(true);
    const after = await reviewByAdmin(setup.student, setup.ref.activityId);
    expect(after.review.status).toBe('reset');
    expect(after.review.content).toEqual(review.content);
  });

  it('answers a teacher of another school like a missing record', async () => {
    const setup = await studentWithScenario();
    const teacher = await clientOf(t, await createTeacher());
    const reply = body(
      await teacher.get(e.getLeafEvaluationAnswerByUser.path, {
        activityId: String(setup.ref.activityId),
        studentId: String(setup.student.id),
      }),
    );
    expect(reply).toMatchObject({ success: false, code: ErrorCode.NotFound });
  });
});
