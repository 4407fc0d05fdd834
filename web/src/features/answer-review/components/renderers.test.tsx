import type { i18n as I18n } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n';
import type { ContentOf, ReviewItem } from '../api/answer-detail';
import { answerReviewEnUS, answerReviewZhCN } from '../texts';
import { ReviewContentView } from './review-content';

/*
 * Under Vitest, react-i18next resolves the React 18 another package hoists to the root, while
 * the web renders with its own React 19; its hook is stood in for by the app's i18n instance.
 */
const shell = vi.hoisted(() => ({ i18n: undefined as I18n | undefined }));
vi.mock('react-i18next', () => ({
  initReactI18next: { type: '3rdParty', init: () => undefined },
  useTranslation: (ns: string) => ({ t: shell.i18n?.getFixedT(null, ns), i18n: shell.i18n }),
}));
shell.i18n = i18n;

const zh = answerReviewZhCN;

beforeEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

/** The rendered text, tags dropped and spaces collapsed, as a screen reader would read it through. */
function textOf(content: Parameters<typeof ReviewContentView>[0]['content']): string {
  return renderToStaticMarkup(<ReviewContentView content={content} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const htmlOf = (content: Parameters<typeof ReviewContentView>[0]['content']) =>
  renderToStaticMarkup(<ReviewContentView content={content} />);

function item(overrides: Partial<ReviewItem>): ReviewItem {
  return {
    itemId: 1,
    sort: 1,
    type: 'single',
    stem: '你每天按时完成作业吗？',
    required: true,
    media: [],
    accept: null,
    options: [],
    text: null,
    files: [],
    score: 0,
    maxScore: 0,
    correct: null,
    ...overrides,
  };
}

const items = (list: ReviewItem[], scored = true): ContentOf<'items'> => ({ kind: 'items', scored, items: list });

describe('item renderers', () => {
  it("marks the student's choice and, on a scored item, whether it was right, in words", () => {
    const choice = item({
      options: [
        { optionId: 1, label: '总是', chosen: false, right: null },
        { optionId: 2, label: '很少', chosen: true, right: false },
      ],
      score: 0,
      maxScore: 4,
      correct: false,
    });
    const text = textOf(items([choice]));
    expect(text).toContain(`○ 总是`);
    expect(text).toContain(`● 很少 ${zh.items.chosen} ${zh.items.wrong}`);
    expect(text).toContain(`0 / 4 分 ${zh.items.notAllRight}`);
    expect(text).not.toContain(zh.items.right);
  });

  it('shows a questionnaire without any right or wrong', () => {
    const scale = item({
      type: 'scale',
      options: [{ optionId: 1, label: '同意', chosen: true, right: null }],
      score: 3,
      maxScore: 3,
    });
    const text = textOf(items([scale], false));
    expect(text).toContain(zh.items.unscored);
    expect(text).not.toMatch(new RegExp(`${zh.items.right}|${zh.items.wrong}|${zh.items.allRight}`));
  });

  it('shows written answers, and says so when there is none', () => {
    const fill = item({ type: 'fill', text: '长江', score: 3, maxScore: 3, correct: true });
    const text = item({ itemId: 2, type: 'text', text: null });
    const rendered = textOf(items([fill, text]));
    expect(rendered).toContain(`长江 3 / 3 分 ${zh.items.allRight}`);
    expect(rendered).toContain(zh.items.noResponse);
  });

  it('shows uploaded images as thumbnails and other files as links, through the file service', () => {
    const upload = item({
      type: 'upload',
      accept: 'file',
      files: [
        { fileName: '2026/11/a.png', originalName: '劳动.png', isImage: true },
        { fileName: '2026/11/b.pdf', originalName: null, isImage: false },
      ],
    });
    const html = htmlOf(items([upload]));
    expect(html).toContain(
      '<img src="/io/file/getFile?fileName=2026%2F11%2Fa.png&amp;dispositionType=inline" alt="劳动.png"',
    );
    expect(html).toContain('href="/io/file/getFile?fileName=2026%2F11%2Fb.pdf&amp;dispositionType=inline"');
    expect(html).toContain('>2026/11/b.pdf</a>');
    expect(textOf(items([item({ type: 'upload' })]))).toContain(zh.items.noFiles);
  });
});

describe('engine renderers', () => {
  it('lists the adaptive steps with the choice, right or wrong and the estimate', () => {
    const content: ContentOf<'adaptive'> = {
      kind: 'adaptive',
      attemptNo: 2,
      stopReason: 'maxLength',
      steps: [
        {
          position: 1,
          itemId: 7,
          stem: '3 + 4 = ?',
          options: [
            { id: 'A', label: '7' },
            { id: 'B', label: '8' },
          ],
          chosenOptionId: 'B',
          isRight: false,
          theta: -0.52,
          se: 0.81,
        },
      ],
      result: { theta: -0.4, se: 0.5, score: 62 },
    };
    const text = textOf(content);
    expect(text).toContain('第 2 次作答');
    expect(text).toContain(zh.adaptive.stopReasons.maxLength);
    expect(text).toContain(`1 3 + 4 = ? 8 ${zh.items.wrong} -0.52 (0.81)`);
    expect(text).toContain('最终能力估计 -0.4（标准误 0.5），得分 62');
    expect(textOf({ ...content, attemptNo: null, steps: [], result: null })).toBe(zh.adaptive.noRun);
  });

  it("shows a programming task's code, its examples and the hidden tests as counts", async () => {
    await i18n.changeLanguage('en-US');
    const content: ContentOf<'programming'> = {
      kind: 'programming',
      totalScore: 1,
      maxScore: 4,
      tasks: [
        {
          taskId: 3,
          title: 'Sum',
          statement: 'Return the sum.',
          functionName: 'solve',
          code: 'function solve(n) { return n.length; }',
          examples: [{ input: [1, 2, 3], expected: 6 }],
          score: 1,
          maxScore: 4,
          hidden: { total: 2, passed: 1, failed: 1 },
        },
      ],
    };
    const text = textOf(content);
    expect(text).toContain('Total 1 / 4');
    expect(text).toContain('Task 1: Sum');
    expect(text).toContain('[1,2,3] 6');
    expect(text).toContain('Hidden tests: 2 in all, 1 passed, 1 failed');
    expect(text).toContain('function solve(n) { return n.length; }');
    expect(answerReviewEnUS.programming.hidden).toContain('{{failed}}');
  });

  it('shows the scenario path with the choice and the answers at each scene', () => {
    const content: ContentOf<'scenario'> = {
      kind: 'scenario',
      title: '午餐时间',
      steps: [
        {
          position: 1,
          sceneId: 'spill',
          title: '汤洒了',
          text: '同桌不小心把汤洒在了地上。',
          kind: 'branch',
          prompt: '你会怎么做？',
          choice: { id: 'tell', label: '告诉值日老师' },
          questions: [],
        },
        {
          position: 2,
          sceneId: 'teacher',
          title: '老师来了',
          text: '老师表扬你及时报告。',
          kind: 'questions',
          prompt: null,
          choice: null,
          questions: [
            {
              id: 'tools',
              type: 'multiple',
              stem: '需要哪些工具？',
              options: [
                { id: 'mop', label: '拖把', chosen: true },
                { id: 'ball', label: '篮球', chosen: false },
              ],
            },
          ],
        },
        {
          position: 3,
          sceneId: 'gone',
          title: 'gone',
          text: '',
          kind: 'missing',
          prompt: null,
          choice: null,
          questions: [],
        },
      ],
    };
    const text = textOf(content);
    expect(text).toContain('场景 1：汤洒了 同桌不小心把汤洒在了地上。 你会怎么做？ 选择：告诉值日老师');
    expect(text).toContain(`● 拖把 ${zh.items.chosen} ○ 篮球`);
    expect(text).toContain(zh.scenario.missing);
  });
});
