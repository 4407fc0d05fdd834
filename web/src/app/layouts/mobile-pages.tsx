import { appRoutes } from '@pingjia/contract';
import type { ComponentType } from 'react';

/**
 * How each phone page loads, held by the layout's module rather than the route table: a page is
 * then always fetched after the layout, so its chunk leaves out what the layout has brought already,
 * and the entry every page downloads carries none of the pages' file lists (docs/decisions.md).
 */
export const mobilePages = {
  [appRoutes.stuIndex]: async () => (await import('../../features/student/components/student-home')).StudentHome,
  [appRoutes.stuSecondPage]: async () => (await import('../../features/awards/components/awards-page')).AwardsPage,
  [appRoutes.activityIntroductionPage]: async () =>
    (await import('../../features/answer/components/guide-page')).ActivityGuidePage,
  [appRoutes.studentAnswer]: async () => (await import('../../features/answer/components/answer-page')).AnswerPage,
  [appRoutes.studentQuestionnaireAnswer]: async () =>
    (await import('../../features/answer/components/answer-page')).AnswerPage,
  [appRoutes.independentActivity]: async () =>
    (await import('../../features/answer/components/independent-activity')).IndependentActivity,
  [appRoutes.personalRealTimeReport]: async () =>
    (await import('../../features/real-time-report/components/real-time-report')).RealTimeReport,
  [appRoutes.reportEnter]: async () =>
    (await import('../../features/real-time-report/components/real-time-report')).RealTimeReport,
  [appRoutes.parentIndexPage]: async () => {
    const [{ ParentHome }, { logout }] = await Promise.all([
      import('../../features/parents/components/parent-home'),
      import('../../features/session/logout'),
    ]);
    // The parents feature does not import the session feature; the app hands it the logout.
    return function ParentIndexPage() {
      return <ParentHome onLogout={() => void logout()} />;
    };
  },
  [appRoutes.growthCalendar]: async () =>
    (await import('../../features/star-calendar/components/growth-calendar')).GrowthCalendar,
  // Parents keep their own phone, password and avatar on the same page as students.
  [appRoutes.stuPersonCenter]: async () =>
    (await import('../../features/account/components/mobile/person-center')).MobilePersonCenter,
  [appRoutes.parentPersonCenter]: async () =>
    (await import('../../features/account/components/mobile/person-center')).MobilePersonCenter,
  [appRoutes.schoolYearPage]: async () =>
    (await import('../../features/home/components/mobile/school-year-page')).SchoolYearPage,
  [appRoutes.studentKooAnswer]: async () => (await import('../../features/programming-answer')).ProgrammingAnswerPage,
  [appRoutes.studentAdaptiveAnswer]: async () => (await import('../../features/adaptive-answer')).AdaptiveAnswerPage,
  [appRoutes.studentCustomMadeAnswer]: async () =>
    (await import('../../features/scenario-answer/components/scenario-page')).ScenarioAnswerPage,
  [appRoutes.studentReportList]: async () => {
    const [{ StudentReportListPage }, { useCurrentChild }, { ReportExtrasContext }, pdf, assistant] = await Promise.all(
      [
        import('../../features/student-report/components/report-list-page'),
        import('../../features/parents/hooks/use-current-child'),
        import('../../features/student-report/report-extras'),
        import('../../features/report-pdf/components/student-report-pdf-button'),
        import('../../features/report-assistant/components/report-assistant-panel'),
      ],
    );
    // A parent reads the child selected on the parent home (§6); the parents feature knows which.
    // An opened report offers its PDF and, below it, the report assistant.
    const extras = { Actions: pdf.StudentReportPdfButton, Below: assistant.ReportAssistantPanel };
    return function StudentReportList() {
      return (
        <ReportExtrasContext value={extras}>
          <StudentReportListPage useSelectedChild={useCurrentChild} />
        </ReportExtrasContext>
      );
    };
  },
} satisfies Record<string, () => Promise<ComponentType>>;

export type MobilePagePath = keyof typeof mobilePages;
