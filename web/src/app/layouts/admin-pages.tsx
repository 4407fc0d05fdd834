import { appRoutes } from '@pingjia/contract';
import type { ComponentType } from 'react';

/**
 * How each admin page loads, held by the layout's module as the phone pages are (mobile-pages.tsx):
 * the phone's entry then carries none of the admin pages' file lists.
 */
export const adminPages = {
  [appRoutes.adminPage]: async () => (await import('../../features/home/components/admin/admin-home')).AdminHome,
  [appRoutes.adminBzr]: async () => (await import('../../features/home/components/admin/admin-home')).AdminHome,
  [appRoutes.adminPersonalCenter]: async () =>
    (await import('../../features/account/components/admin/personal-center')).AdminPersonalCenter,
  [appRoutes.adminOldPage]: async () =>
    (await import('../../features/home/components/admin/old-admin-home')).OldAdminHome,
  // Each basis page is its own module, so a page loads only its own table and dialogs.
  [appRoutes.studentManage]: async () =>
    (await import('../../features/admin-basis/components/student-page')).StudentPage,
  [appRoutes.teacherManage]: async () =>
    (await import('../../features/admin-basis/components/teacher-page')).TeacherPage,
  [appRoutes.schoolManage]: async () => (await import('../../features/admin-basis/components/school-page')).SchoolPage,
  [appRoutes.areaManage]: async () => (await import('../../features/admin-basis/components/area-page')).AreaPage,
  [appRoutes.planManage]: async () => (await import('../../features/admin-basis/components/plan-page')).PlanPage,
  [appRoutes.participateManage]: async () =>
    (await import('../../features/admin-basis/components/participate-page')).ParticipatePage,
  [appRoutes.classManage]: async () => {
    const [{ ClassPage }, { QrCardsPage }] = await Promise.all([
      import('../../features/admin-basis/components/class-page'),
      import('../../features/qr-cards'),
    ]);
    // §2 has no page of its own for the QR cards: they are printed per class, under the class table.
    return function ClassManagePage() {
      return (
        <>
          <ClassPage />
          <QrCardsPage />
        </>
      );
    };
  },
  [appRoutes.userQuery]: async () => (await import('../../features/customer-service')).UserQueryPage,
  [appRoutes.adminSecondPage]: async () => (await import('../../features/content-admin')).ContentAdminPage,
  [appRoutes.batchAddAccounts]: async () => (await import('../../features/batch-accounts')).BatchAccountsPage,
  [appRoutes.templateDownload]: async () => (await import('../../features/batch-accounts')).BatchAccountsPage,
  [appRoutes.uploadAll]: async () => (await import('../../features/batch-accounts')).BatchAccountsPage,
  [appRoutes.progressQuery]: async () =>
    (await import('../../features/progress/components/progress-page')).ProgressPage,
  [appRoutes.assessmentRecovery]: async () =>
    (await import('../../features/progress/components/recovery-page')).RecoveryPage,
  [appRoutes.assessSummary]: async () =>
    (await import('../../features/assess-summary/components/assess-summary-page')).AssessSummaryPage,
  [appRoutes.assessQuery]: async () =>
    (await import('../../features/answer-review/components/answer-review-page')).AnswerReviewPage,
  [appRoutes.stuReport]: async () => {
    const [{ StuReportPage }, { ReportExtrasContext }, { StudentReportPdfButton }] = await Promise.all([
      import('../../features/student-report/components/admin/stu-report-page'),
      import('../../features/student-report/report-extras'),
      import('../../features/report-pdf/components/student-report-pdf-button'),
    ]);
    // Staff may download a student's report as the family will get it (a preview before release).
    const extras = { Actions: StudentReportPdfButton };
    return function StuReportWithPdf() {
      return (
        <ReportExtrasContext value={extras}>
          <StuReportPage />
        </ReportExtrasContext>
      );
    };
  },
  // The report pages with the PDF and assistant features' parts (report-page-extras.tsx).
  [appRoutes.areaReport]: async () => {
    const [{ AreaReportPage }, { withReportExtras }] = await Promise.all([
      import('../../features/reports/components/unit-report-page'),
      import('./report-page-extras'),
    ]);
    return withReportExtras(AreaReportPage);
  },
  [appRoutes.schoolReport]: async () =>
    (await import('../../features/reports/components/unit-report-page')).SchoolReportPage,
  [appRoutes.classesReport]: async () => {
    const [{ ClassesReportPage }, { withReportExtras }] = await Promise.all([
      import('../../features/reports/components/classes-report-page'),
      import('./report-page-extras'),
    ]);
    return withReportExtras(ClassesReportPage);
  },
  [appRoutes.develop]: async () => (await import('../../features/reports/components/develop-page')).DevelopPage,
  [appRoutes.reportRead]: async () =>
    (await import('../../features/report-reads/components/report-read-page')).ReportReadPage,
  [appRoutes.exclusiveReport]: async () =>
    (await import('../../features/exclusive-report/components/exclusive-report-page')).ExclusiveReportPage,
} satisfies Record<string, () => Promise<ComponentType>>;

export type AdminPagePath = keyof typeof adminPages;
