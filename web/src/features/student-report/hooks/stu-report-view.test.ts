import { describe, expect, it } from 'vitest';
import { INITIAL_STU_REPORT_VIEW, nextStuReportView, type StuReportView } from './stu-report-view';

const classThree = { classId: 3, className: '3班' };

describe('the admin student-report view', () => {
  it('opens a class with its students afresh, keeping the page size', () => {
    const searched: StuReportView = {
      ...INITIAL_STU_REPORT_VIEW,
      openClass: { classId: 2, className: '2班' },
      openStudent: { studentId: 9, userName: '王小明' },
      studentKeyword: '王',
      taken: false,
      studentPage: { pageIndex: 3, pageSize: 50 },
    };
    expect(nextStuReportView(searched, { type: 'openClass', openClass: classThree })).toEqual({
      ...INITIAL_STU_REPORT_VIEW,
      openClass: classThree,
      studentPage: { pageIndex: 1, pageSize: 50 },
    });
  });

  it('starts a list again at page 1 on a new search', () => {
    const paged: StuReportView = { ...INITIAL_STU_REPORT_VIEW, classPage: { pageIndex: 4, pageSize: 20 } };
    expect(nextStuReportView(paged, { type: 'searchClasses', keyword: '实验' })).toMatchObject({
      classKeyword: '实验',
      classPage: { pageIndex: 1, pageSize: 20 },
    });
    const students: StuReportView = { ...paged, openClass: classThree, studentPage: { pageIndex: 2, pageSize: 20 } };
    expect(nextStuReportView(students, { type: 'searchStudents', keyword: undefined, taken: false })).toMatchObject({
      taken: false,
      studentPage: { pageIndex: 1, pageSize: 20 },
    });
  });

  it('closes the student and keeps the class when going back one level', () => {
    const open: StuReportView = {
      ...INITIAL_STU_REPORT_VIEW,
      openClass: classThree,
      openStudent: { studentId: 9, userName: '王小明' },
    };
    expect(nextStuReportView(open, { type: 'openStudent', openStudent: undefined })).toEqual({
      ...INITIAL_STU_REPORT_VIEW,
      openClass: classThree,
    });
  });
});
