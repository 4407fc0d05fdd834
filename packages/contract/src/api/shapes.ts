import type { CallShape } from './define.js';
import { loginCalls } from './login/shapes.js';
import { sdkCalls } from './sdk/shapes.js';
import { sysCalls } from './sys/shapes.js';
import { ssoCalls } from './sso/shapes.js';
import { userCalls } from './user/shapes.js';
import { userParentCalls } from './user-parent/shapes.js';
import { externalUserCalls } from './external-user/shapes.js';
import { taskInfoCalls } from './task-info/shapes.js';
import { progressCalls } from './progress/shapes.js';
import { evaluationCalls } from './evaluation/shapes.js';
import { dictCalls } from './dict/shapes.js';
import { homeCalls } from './home/shapes.js';
import { realTimeCalls } from './real-time/shapes.js';
import { scenarioCalls } from './scenario/shapes.js';
import { programmingCalls } from './programming/shapes.js';
import { contentCalls } from './content/shapes.js';
import { starCalls } from './star/shapes.js';
import { otherCalls } from './other/shapes.js';
import { filesCalls } from './files/shapes.js';
import { trackingCalls } from './tracking/shapes.js';
import { auditCalls } from './audit/shapes.js';
import { adminCalls } from './admin/shapes.js';
import { assessmentCalls } from './assessment/shapes.js';
import { exportJobsCalls } from './export-jobs/shapes.js';
import { reportCalls } from './report/shapes.js';
import { chatsCalls } from './chats/shapes.js';
import { signInLimitsCalls } from './sign-in-limits/shapes.js';

/** Every call's schemas, by group and name: what the server validates and documents. */
export const callShapes: Readonly<Record<string, Readonly<Record<string, CallShape>>>> = {
  login: loginCalls,
  sdk: sdkCalls,
  sys: sysCalls,
  sso: ssoCalls,
  user: userCalls,
  userParent: userParentCalls,
  externalUser: externalUserCalls,
  taskInfo: taskInfoCalls,
  evaluation: evaluationCalls,
  dict: dictCalls,
  home: homeCalls,
  realTime: realTimeCalls,
  scenario: scenarioCalls,
  programming: programmingCalls,
  content: contentCalls,
  star: starCalls,
  other: otherCalls,
  files: filesCalls,
  tracking: trackingCalls,
  audit: auditCalls,
  admin: adminCalls,
  progress: progressCalls,
  assessment: assessmentCalls,
  exportJobs: exportJobsCalls,
  report: reportCalls,
  chats: chatsCalls,
  signInLimits: signInLimitsCalls,
};

export function shapeOf(route: { group: string; name: string }): CallShape | undefined {
  return callShapes[route.group]?.[route.name];
}
