import { describe, expect, it } from 'vitest';
import { INITIAL_REPORT_VIEW, nextReportView, type ReportView } from './report-view';

const opened: ReportView = {
  gradeLevel: 8,
  baseTaskGroupId: 11,
  node: { kind: 'school', id: 5 },
  keyword: '1班',
  classId: 51,
  pageIndex: 3,
  pageSize: 50,
};

describe('nextReportView', () => {
  it('drops the baseline with the report, and the grade too with the year, keeping the node', () => {
    expect(nextReportView(opened, { type: 'report' })).toEqual({
      ...opened,
      baseTaskGroupId: undefined,
      classId: undefined,
      pageIndex: 1,
    });
    expect(nextReportView(opened, { type: 'year' })).toEqual({
      ...opened,
      gradeLevel: undefined,
      baseTaskGroupId: undefined,
      classId: undefined,
      pageIndex: 1,
    });
  });

  it('starts again at page 1 with no class opened on any filter or drill', () => {
    expect(nextReportView(opened, { type: 'grade', gradeLevel: 7 })).toMatchObject({ gradeLevel: 7, pageIndex: 1 });
    expect(nextReportView(opened, { type: 'drill', node: undefined })).toMatchObject({
      node: undefined,
      classId: undefined,
      pageIndex: 1,
      gradeLevel: 8,
    });
    expect(nextReportView(opened, { type: 'search', keyword: undefined })).toMatchObject({
      keyword: undefined,
      pageIndex: 1,
    });
    expect(nextReportView(opened, { type: 'baseline', baseTaskGroupId: 9 })).toMatchObject({
      baseTaskGroupId: 9,
      pageIndex: 1,
    });
  });

  it('keeps the page when a class opens or closes, and everything but the page when paging', () => {
    expect(nextReportView(opened, { type: 'class', classId: undefined })).toEqual({ ...opened, classId: undefined });
    expect(nextReportView(INITIAL_REPORT_VIEW, { type: 'page', pageIndex: 2, pageSize: 50 })).toEqual({
      pageIndex: 2,
      pageSize: 50,
    });
  });
});
