import { appRoutes } from '@pingjia/contract';
import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { aliasLoader } from '../guard/alias-loader';
import { guardLoader } from '../guard/guard-loader';
import { AppLoading } from './app-loading';
import { GuardError } from './guard-error';
import { NoPermissionPage, NotFoundPage } from './error-page';

/** A §2 route whose page a later issue builds: it shows the page-not-found page until then. */
const pending = (path: string): RouteObject => ({ path, Component: NotFoundPage });

const lazyPage = (path: string, load: () => Promise<RouteObject['Component']>): RouteObject => ({
  path,
  lazy: async () => ({ Component: await load() }),
});

/** Students and parents: antd-mobile, loaded only by these routes. */
const mobileRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('../layouts/mobile-layout')).MobileLayout }),
  children: [
    lazyPage(
      appRoutes.stuIndex,
      async () => (await import('../../features/student/components/student-home')).StudentHome,
    ),
    lazyPage(
      appRoutes.stuSecondPage,
      async () => (await import('../../features/awards/components/awards-page')).AwardsPage,
    ),
    lazyPage(
      appRoutes.activityIntroductionPage,
      async () => (await import('../../features/answer/components/guide-page')).ActivityGuidePage,
    ),
    ...[appRoutes.studentAnswer, appRoutes.studentQuestionnaireAnswer].map((path) =>
      lazyPage(path, async () => (await import('../../features/answer/components/answer-page')).AnswerPage),
    ),
    lazyPage(
      appRoutes.independentActivity,
      async () => (await import('../../features/answer/components/independent-activity')).IndependentActivity,
    ),
    ...[appRoutes.personalRealTimeReport, appRoutes.reportEnter].map((path) =>
      lazyPage(
        path,
        async () => (await import('../../features/real-time-report/components/real-time-report')).RealTimeReport,
      ),
    ),
    lazyPage(appRoutes.parentIndexPage, async () => {
      const [{ ParentHome }, { logout }] = await Promise.all([
        import('../../features/parents/components/parent-home'),
        import('../../features/session/logout'),
      ]);
      // The parents feature does not import the session feature; the app hands it the logout.
      return function ParentIndexPage() {
        return <ParentHome onLogout={() => void logout()} />;
      };
    }),
    lazyPage(
      appRoutes.growthCalendar,
      async () => (await import('../../features/star-calendar/components/growth-calendar')).GrowthCalendar,
    ),
    // Parents keep their own phone, password and avatar on the same page as students.
    ...[appRoutes.stuPersonCenter, appRoutes.parentPersonCenter].map((path) =>
      lazyPage(
        path,
        async () => (await import('../../features/account/components/mobile/person-center')).MobilePersonCenter,
      ),
    ),
    lazyPage(
      appRoutes.schoolYearPage,
      async () => (await import('../../features/home/components/mobile/school-year-page')).SchoolYearPage,
    ),
    lazyPage(
      appRoutes.studentKooAnswer,
      async () => (await import('../../features/programming-answer')).ProgrammingAnswerPage,
    ),
    lazyPage(
      appRoutes.studentAdaptiveAnswer,
      async () => (await import('../../features/adaptive-answer')).AdaptiveAnswerPage,
    ),
    ...[appRoutes.studentReportList].map(pending),
    lazyPage(
      appRoutes.studentCustomMadeAnswer,
      async () => (await import('../../features/scenario-answer/components/scenario-page')).ScenarioAnswerPage,
    ),
  ],
};

/** Every other role: antd, loaded only by these routes. */
const adminRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import('../layouts/admin-layout')).AdminLayout }),
  children: [
    lazyPage(
      appRoutes.adminPage,
      async () => (await import('../../features/home/components/admin/admin-home')).AdminHome,
    ),
    lazyPage(
      appRoutes.adminBzr,
      async () => (await import('../../features/home/components/admin/admin-home')).AdminHome,
    ),
    lazyPage(
      appRoutes.adminPersonalCenter,
      async () => (await import('../../features/account/components/admin/personal-center')).AdminPersonalCenter,
    ),
    lazyPage(
      appRoutes.adminOldPage,
      async () => (await import('../../features/home/components/admin/old-admin-home')).OldAdminHome,
    ),
    // Each basis page is its own module, so a page loads only its own table and dialogs.
    lazyPage(
      appRoutes.studentManage,
      async () => (await import('../../features/admin-basis/components/student-page')).StudentPage,
    ),
    lazyPage(
      appRoutes.teacherManage,
      async () => (await import('../../features/admin-basis/components/teacher-page')).TeacherPage,
    ),
    lazyPage(
      appRoutes.schoolManage,
      async () => (await import('../../features/admin-basis/components/school-page')).SchoolPage,
    ),
    lazyPage(
      appRoutes.areaManage,
      async () => (await import('../../features/admin-basis/components/area-page')).AreaPage,
    ),
    lazyPage(
      appRoutes.planManage,
      async () => (await import('../../features/admin-basis/components/plan-page')).PlanPage,
    ),
    lazyPage(
      appRoutes.participateManage,
      async () => (await import('../../features/admin-basis/components/participate-page')).ParticipatePage,
    ),
    lazyPage(appRoutes.classManage, async () => {
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
    }),
    lazyPage(appRoutes.userQuery, async () => (await import('../../features/customer-service')).UserQueryPage),
    lazyPage(appRoutes.adminSecondPage, async () => (await import('../../features/content-admin')).ContentAdminPage),
    ...[appRoutes.batchAddAccounts, appRoutes.templateDownload, appRoutes.uploadAll].map((path) =>
      lazyPage(path, async () => (await import('../../features/batch-accounts')).BatchAccountsPage),
    ),
    lazyPage(
      appRoutes.progressQuery,
      async () => (await import('../../features/progress/components/progress-page')).ProgressPage,
    ),
    lazyPage(
      appRoutes.assessmentRecovery,
      async () => (await import('../../features/progress/components/recovery-page')).RecoveryPage,
    ),
    lazyPage(
      appRoutes.assessSummary,
      async () => (await import('../../features/assess-summary/components/assess-summary-page')).AssessSummaryPage,
    ),
    lazyPage(
      appRoutes.assessQuery,
      async () => (await import('../../features/answer-review/components/answer-review-page')).AnswerReviewPage,
    ),
    ...[
      appRoutes.reportRead,
      appRoutes.areaReport,
      appRoutes.schoolReport,
      appRoutes.exclusiveReport,
      appRoutes.classesReport,
      appRoutes.develop,
      appRoutes.stuReport,
    ].map(pending),
  ],
};

/** Every §2 route under the router base. The guard runs before each navigation into a guarded page. */
export const routes: RouteObject[] = [
  {
    loader: guardLoader,
    // The access check depends on the target path, so it runs on every navigation.
    shouldRevalidate: () => true,
    errorElement: <GuardError />,
    hydrateFallbackElement: <AppLoading />,
    // The guard always sends the root on to the first menu page, so the index renders nothing.
    children: [{ index: true, element: null }, mobileRoutes, adminRoutes],
  },
  // Aliases sit outside the guard so their targets are the pages it checks.
  { path: appRoutes.parentIndex, loader: aliasLoader(appRoutes.parentIndexPage) },
  { path: appRoutes.adminIndex, loader: aliasLoader(appRoutes.adminPage) },
  { path: appRoutes.notFound, Component: NotFoundPage },
  { path: appRoutes.noRole, Component: NoPermissionPage },
  { path: appRoutes.noPermission, Component: NoPermissionPage },
  { path: '*', loader: () => redirect(appRoutes.notFound) },
];
