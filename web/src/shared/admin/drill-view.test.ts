import { describe, expect, it } from 'vitest';
import { INITIAL_VIEW, nextView, type DrillView } from './drill-view';

const deep: DrillView = {
  taskGroupId: 2,
  activityId: 7,
  node: { kind: 'class', id: 1 },
  keyword: '李',
  status: 'notStarted',
  pageIndex: 3,
  pageSize: 50,
};

describe('nextView', () => {
  it('starts a new task group again at the scope, keeping only the page size', () => {
    expect(nextView(deep, { type: 'taskGroup', taskGroupId: 1 })).toEqual({
      ...INITIAL_VIEW,
      taskGroupId: 1,
      pageSize: 50,
    });
  });

  it('keeps the level and the student filter for another activity, from page 1', () => {
    expect(nextView(deep, { type: 'activity', activityId: undefined })).toEqual({
      ...deep,
      activityId: undefined,
      pageIndex: 1,
    });
  });

  it('drops the student filter on another level', () => {
    expect(nextView(deep, { type: 'drill', node: { kind: 'grade', id: 4 } })).toEqual({
      ...deep,
      node: { kind: 'grade', id: 4 },
      keyword: undefined,
      status: undefined,
      pageIndex: 1,
    });
  });

  it('filters students from page 1 and pages without touching the rest', () => {
    expect(nextView(deep, { type: 'students', filter: { status: 'done' } })).toEqual({
      ...deep,
      keyword: undefined,
      status: 'done',
      pageIndex: 1,
    });
    expect(nextView(deep, { type: 'page', pageIndex: 4, pageSize: 50 })).toEqual({ ...deep, pageIndex: 4 });
  });
});
