import { useReducer } from 'react';

interface Paging {
  pageIndex: number;
  pageSize: number;
}

export interface ClassChoice {
  classId: number;
  className: string;
}

export interface StudentChoice {
  studentId: number;
  userName: string;
}

/** Below the chosen report, what the admin student-report page shows: the classes, a class's students, or one student. */
export interface StuReportView {
  openClass?: ClassChoice;
  openStudent?: StudentChoice;
  classKeyword?: string;
  classPage: Paging;
  studentKeyword?: string;
  /** None: taken and not taken alike. */
  taken?: boolean;
  studentPage: Paging;
}

export type StuReportMove =
  | { type: 'openClass'; openClass: ClassChoice | undefined }
  | { type: 'openStudent'; openStudent: StudentChoice | undefined }
  | { type: 'searchClasses'; keyword: string | undefined }
  | { type: 'classPage'; paging: Paging }
  | { type: 'searchStudents'; keyword: string | undefined; taken: boolean | undefined }
  | { type: 'studentPage'; paging: Paging };

const FIRST_PAGE: Paging = { pageIndex: 1, pageSize: 20 };

export const INITIAL_STU_REPORT_VIEW: StuReportView = { classPage: FIRST_PAGE, studentPage: FIRST_PAGE };

/** Opening a class starts its students afresh; a search starts its list again at page 1. */
export function nextStuReportView(view: StuReportView, move: StuReportMove): StuReportView {
  switch (move.type) {
    case 'openClass':
      return {
        ...view,
        openClass: move.openClass,
        openStudent: undefined,
        studentKeyword: undefined,
        taken: undefined,
        studentPage: { ...FIRST_PAGE, pageSize: view.studentPage.pageSize },
      };
    case 'openStudent':
      return { ...view, openStudent: move.openStudent };
    case 'searchClasses':
      return { ...view, classKeyword: move.keyword, classPage: { ...view.classPage, pageIndex: 1 } };
    case 'classPage':
      return { ...view, classPage: move.paging };
    case 'searchStudents':
      return {
        ...view,
        studentKeyword: move.keyword,
        taken: move.taken,
        studentPage: { ...view.studentPage, pageIndex: 1 },
      };
    case 'studentPage':
      return { ...view, studentPage: move.paging };
  }
}

export function useStuReportView() {
  const [view, dispatch] = useReducer(nextStuReportView, INITIAL_STU_REPORT_VIEW);
  return {
    view,
    openClass: (openClass: ClassChoice | undefined) => dispatch({ type: 'openClass', openClass }),
    openStudent: (openStudent: StudentChoice | undefined) => dispatch({ type: 'openStudent', openStudent }),
    searchClasses: (keyword: string | undefined) => dispatch({ type: 'searchClasses', keyword }),
    setClassPage: (pageIndex: number, pageSize: number) =>
      dispatch({ type: 'classPage', paging: { pageIndex, pageSize } }),
    searchStudents: (keyword: string | undefined, taken: boolean | undefined) =>
      dispatch({ type: 'searchStudents', keyword, taken }),
    setStudentPage: (pageIndex: number, pageSize: number) =>
      dispatch({ type: 'studentPage', paging: { pageIndex, pageSize } }),
  };
}

export type StuReportControls = ReturnType<typeof useStuReportView>;
