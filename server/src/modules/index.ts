import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import { auditRoutes } from './audit/routes.js';
import { authRoutes } from './auth/routes.js';
import { fileRoutes } from './files/routes.js';
import { loginRoutes } from './login/routes.js';
import { menuRoutes } from './menus/routes.js';
import { ssoRoutes } from './sso/routes.js';
import { sysRoutes } from './sys/routes.js';
import { trackingRoutes } from './tracking/routes.js';
import { userRoutes } from './user/routes.js';
import { contentRoutes } from './content/routes.js';
import { taskInfoRoutes } from './task-info/routes.js';
import { evaluationRoutes } from './evaluation/routes.js';
import { staminaRoutes } from './stamina/routes.js';
import { awardRoutes } from './awards/routes.js';
import { homeRoutes } from './home/routes.js';
import { dictRoutes } from './dict/routes.js';
import { danmuRoutes } from './danmu/routes.js';
import { projectRoutes } from './project/routes.js';
import { realTimeRoutes } from './real-time/routes.js';
import { parentRoutes } from './parents/routes.js';
import { starCalendarRoutes } from './star-calendar/routes.js';
import { organizationRoutes } from './organization/routes.js';
import { teacherManagementRoutes } from './teacher-management/routes.js';
import { studentManagementRoutes } from './student-management/routes.js';
import { customerServiceRoutes } from './customer-service/routes.js';
import { orgDictRoutes } from './org-dict/routes.js';
import { excelImportRoutes } from './excel-import/routes.js';
import { qrCardRoutes } from './qr-cards/routes.js';
import { scenarioRoutes } from './scenario/routes.js';
import { programmingRoutes } from './programming/routes.js';
import { adaptiveRoutes } from './adaptive/routes.js';
import { openApiRoutes } from './openapi/routes.js';
import { progressRoutes } from './progress/routes.js';
import { recoveryRoutes } from './recovery/routes.js';
import { answerReviewRoutes } from './answer-review/routes.js';
import { progressLiveRoutes } from './progress-live/routes.js';
import { taskAdminRoutes } from './task-admin/routes.js';
import { assessmentRoutes } from './assessment/routes.js';
import { exportJobRoutes } from './export-jobs/routes.js';
import { reportRoutes } from './reports/routes.js';
import { reportAssistantRoutes } from './report-assistant/routes.js';
import { studentReportRoutes } from './student-reports/routes.js';
import { reportPdfRoutes } from './report-pdf/routes.js';
import { signInLimitRoutes } from './sign-in-unlock/routes.js';

/** Every API module, registered in order behind the session check; a new module is one line here. */
export type ApiModule = (app: FastifyInstance, ctx: AppContext) => void;

export const apiModules: ApiModule[] = [
  openApiRoutes,
  authRoutes,
  loginRoutes,
  menuRoutes,
  sysRoutes,
  ssoRoutes,
  userRoutes,
  auditRoutes,
  fileRoutes,
  trackingRoutes,
  contentRoutes,
  taskInfoRoutes,
  evaluationRoutes,
  staminaRoutes,
  awardRoutes,
  homeRoutes,
  dictRoutes,
  danmuRoutes,
  projectRoutes,
  realTimeRoutes,
  parentRoutes,
  starCalendarRoutes,
  organizationRoutes,
  teacherManagementRoutes,
  studentManagementRoutes,
  customerServiceRoutes,
  orgDictRoutes,
  excelImportRoutes,
  qrCardRoutes,
  programmingRoutes,
  scenarioRoutes,
  adaptiveRoutes,
  progressRoutes,
  recoveryRoutes,
  answerReviewRoutes,
  progressLiveRoutes,
  taskAdminRoutes,
  assessmentRoutes,
  exportJobRoutes,
  reportRoutes,
  reportAssistantRoutes,
  studentReportRoutes,
  reportPdfRoutes,
  signInLimitRoutes,
];
