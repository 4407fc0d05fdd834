import type { Locale } from '@pingjia/contract';
import { defineRefusals } from '../../platform/refusal.js';

/** Texts of the evaluation domain's own refusals (students and parents read them). */
const catalogue = {
  answerClosed: { 'zh-CN': '该任务已关闭，不能再作答', 'en-US': 'This task is closed and can no longer be answered' },
  answerAlreadySubmitted: {
    'zh-CN': '该任务已提交，不能再次作答',
    'en-US': 'This task was already submitted and cannot be answered again',
  },
  answerWaived: { 'zh-CN': '你已放弃该任务，不能再作答', 'en-US': 'You waived this task and can no longer answer it' },
  answerEnded: {
    'zh-CN': '任务已结束，不能再作答',
    'en-US': 'The task group has ended; answers can no longer be changed',
  },
  notAnsweredYet: {
    'zh-CN': '该任务尚未提交，请先提交答案',
    'en-US': 'This task has not been submitted yet; submit an answer first',
  },
  reuploadNotRequested: {
    'zh-CN': '该任务无需重新上传',
    'en-US': 'No re-upload was requested for this task',
  },
  notOpenYet: { 'zh-CN': '任务尚未开始', 'en-US': 'The task group has not started yet' },
  engineNotReady: {
    'zh-CN': '该类型的活动请在专用作答页完成',
    'en-US': 'This kind of activity is answered on its own answer page',
  },
  answerInvalid: {
    'zh-CN': '答案与题目不匹配，请检查后重试',
    'en-US': 'The answers do not match the items; check and retry',
  },
  requiredMissing: { 'zh-CN': '还有必答题未作答', 'en-US': 'Some required items are not answered yet' },
  fileNotYours: {
    'zh-CN': '上传的文件不存在，请重新上传',
    'en-US': 'The uploaded file does not exist; upload it again',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type EvaluationMessage = keyof typeof catalogue;

export const evaluationRefusal = defineRefusals(catalogue);
