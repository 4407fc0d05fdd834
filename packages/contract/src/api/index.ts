/**
 * The route table: every call of §7 at its exact path, plus our own (recorded in
 * docs/decisions.md), a group per file. Each entry names who may call it; its request and
 * response shapes live beside it in the group's shapes file. The server registers each route
 * from its entry; the web imports only the groups a page calls and takes the shapes as types.
 */
import { login, loginPlanned } from './login/routes.js';
import { sdk, sdkPlanned } from './sdk/routes.js';
import { sys, sysPlanned } from './sys/routes.js';
import { sso, ssoPlanned } from './sso/routes.js';
import { user, userPlanned } from './user/routes.js';
import { userParent, userParentPlanned } from './user-parent/routes.js';
import { externalUser, externalUserPlanned } from './external-user/routes.js';
import { taskInfo, taskInfoPlanned } from './task-info/routes.js';
import { evaluation, evaluationPlanned } from './evaluation/routes.js';
import { dict, dictPlanned } from './dict/routes.js';
import { home, homePlanned } from './home/routes.js';
import { realTime, realTimePlanned } from './real-time/routes.js';
import { scenario, scenarioPlanned } from './scenario/routes.js';
import { programming, programmingPlanned } from './programming/routes.js';
import { content, contentPlanned } from './content/routes.js';
import { star, starPlanned } from './star/routes.js';
import { other, otherPlanned } from './other/routes.js';
import { files, filesPlanned } from './files/routes.js';
import { tracking, trackingPlanned } from './tracking/routes.js';
import { audit, auditPlanned } from './audit/routes.js';
import { admin, adminPlanned } from './admin/routes.js';
import { progress, progressPlanned } from './progress/routes.js';
import { assessment } from './assessment/routes.js';
import { exportJobs } from './export-jobs/routes.js';
import { report } from './report/routes.js';
import { chats } from './chats/routes.js';
import { signInLimits } from './sign-in-limits/routes.js';

export {
  login,
  sdk,
  sys,
  sso,
  user,
  userParent,
  externalUser,
  taskInfo,
  evaluation,
  dict,
  home,
  realTime,
  scenario,
  programming,
  content,
  star,
  other,
  files,
  tracking,
  audit,
  admin,
  progress,
  assessment,
  exportJobs,
  report,
  chats,
  signInLimits,
};

export const api = {
  login,
  sdk,
  sys,
  sso,
  user,
  userParent,
  externalUser,
  taskInfo,
  evaluation,
  dict,
  home,
  realTime,
  scenario,
  programming,
  content,
  star,
  other,
  files,
  tracking,
  audit,
  admin,
  progress,
  assessment,
  exportJobs,
  report,
  chats,
  signInLimits,
} as const;

/** Calls the spec names that no server answers yet, by group (see planned.ts). */
export const plannedCalls = {
  login: loginPlanned,
  sdk: sdkPlanned,
  sys: sysPlanned,
  sso: ssoPlanned,
  user: userPlanned,
  userParent: userParentPlanned,
  externalUser: externalUserPlanned,
  taskInfo: taskInfoPlanned,
  evaluation: evaluationPlanned,
  dict: dictPlanned,
  home: homePlanned,
  realTime: realTimePlanned,
  scenario: scenarioPlanned,
  programming: programmingPlanned,
  content: contentPlanned,
  star: starPlanned,
  other: otherPlanned,
  files: filesPlanned,
  tracking: trackingPlanned,
  audit: auditPlanned,
  admin: adminPlanned,
  progress: progressPlanned,
} as const;
