import { content, programming, scenario } from '@pingjia/contract';

export type ImportKind = 'activity' | 'adaptive' | 'programming' | 'scenario';

/** The importers: each checks its definition itself and answers every problem with its path. */
export type ImportRoute =
  | typeof content.importActivity
  | typeof content.importAdaptiveBank
  | typeof programming.importTasks
  | typeof scenario.importScenario;

interface ImportKindSpec {
  route: ImportRoute;
  /** The body field naming where the content goes: a task group for a new activity, else the activity shell. */
  target: 'taskGroupId' | 'activityId';
  example: Record<string, unknown>;
}

const INDICATOR = [{ indicatorId: '22', weight: 1 }];

/** Examples follow docs/decisions.md, "Students' evaluation domain (server)" and docs/engines/*.md; ids are placeholders to replace. */
export const IMPORT_KINDS: Record<ImportKind, ImportKindSpec> = {
  activity: {
    route: content.importActivity,
    target: 'taskGroupId',
    example: {
      taskGroupId: 1,
      kind: 'questionnaire',
      name: '学习习惯小调查',
      passed: '0',
      sort: 10,
      guidePage: { title: '学习习惯小调查', content: '请根据自己的真实情况作答。', media: [] },
      items: [
        {
          type: 'single',
          stem: '你每天课后会复习当天学过的内容吗？',
          required: true,
          indicators: INDICATOR,
          options: [
            { label: '每天都会', score: 2 },
            { label: '偶尔会', score: 1 },
            { label: '很少', score: 0 },
          ],
        },
        {
          type: 'judge',
          stem: '遇到难题时，我会先自己想一想。',
          indicators: INDICATOR,
          options: [
            { label: '是', score: 1 },
            { label: '否', score: 0 },
          ],
        },
        { type: 'text', stem: '写一写你最喜欢的学习方法。', required: false, score: 3, indicators: INDICATOR },
      ],
    },
  },
  adaptive: {
    route: content.importAdaptiveBank,
    target: 'activityId',
    example: {
      activityId: 1,
      settings: { minLength: 2, maxLength: 2, targetSe: 0.45 },
      items: [
        {
          indicatorId: '22',
          model: '3PL',
          a: 1.35,
          b: -0.4,
          c: 0.2,
          stem: '36 × 4 = ?',
          options: [
            { id: 'A', label: '124' },
            { id: 'B', label: '144' },
          ],
          correct: 'B',
        },
        {
          indicatorId: '22',
          model: '2PL',
          a: 0.9,
          b: 1.1,
          stem: '找规律填数：2，4，8，16，（ ? ）',
          options: [
            { id: 'A', label: '24' },
            { id: 'B', label: '32' },
          ],
          correct: 'B',
        },
      ],
    },
  },
  programming: {
    route: programming.importTasks,
    target: 'activityId',
    example: {
      activityId: 1,
      tasks: [
        {
          title: '数组求和',
          statement: '编写函数 solve(numbers)，返回数组中所有数的和。',
          starterCode: 'function solve(numbers) {\n  return 0;\n}\n',
          functionName: 'solve',
          gradeBand: 'lower',
          examples: [{ input: [1, 2, 3], expected: 6 }],
          tests: [
            { input: [], expected: 0, score: 2 },
            { input: [5], expected: 5, score: 2 },
          ],
          indicators: INDICATOR,
        },
      ],
    },
  },
  scenario: {
    route: scenario.importScenario,
    target: 'activityId',
    example: {
      activityId: 1,
      title: '社区垃圾分类调查',
      start: 'gate',
      scenes: [
        {
          id: 'gate',
          title: '出发调查',
          text: '你和同学来到社区门口。',
          then: {
            type: 'branch',
            prompt: '你会怎么做？',
            options: [
              { id: 'help', label: '帮居民分类', next: 'end', scores: { '22': 3 } },
              { id: 'record', label: '记录垃圾桶位置', next: 'end' },
            ],
          },
        },
        { id: 'end', title: '结局', text: '调查完成。', then: { type: 'end' } },
      ],
    },
  },
};

export const IMPORT_KIND_NAMES = Object.keys(IMPORT_KINDS) as ImportKind[];

export type ParsedDefinition =
  { ok: true; body: Record<string, unknown> } | { ok: false; reason: 'invalidJson' | 'notObject'; detail: string };

/** Reads the chosen file's text; a target id typed on the page replaces the file's own. */
export function parseDefinition(
  text: string,
  target: ImportKindSpec['target'],
  targetId: number | null,
): ParsedDefinition {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: 'invalidJson', detail: error instanceof Error ? error.message : String(error) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { ok: false, reason: 'notObject', detail: '' };
  const body = { ...(value as Record<string, unknown>) };
  if (targetId !== null) body[target] = targetId;
  return { ok: true, body };
}
