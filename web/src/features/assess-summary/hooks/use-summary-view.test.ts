import { describe, expect, it } from 'vitest';
import { INITIAL_VIEW, nextView, type SummaryView } from './use-summary-view';

const deep: SummaryView = {
  taskGroupId: 3,
  activityId: 7,
  node: { kind: 'class', id: 9 },
  keyword: '张',
  status: 'notStarted',
  pageIndex: 4,
  pageSize: 50,
};

describe('nextView', () => {
  it('starts a new task group again at the scope, keeping the page size', () => {
    expect(nextView(deep, { type: 'taskGroup', taskGroupId: 5 })).toEqual({
      ...INITIAL_VIEW,
      taskGroupId: 5,
      pageSize: 50,
    });
  });

  it('drops the student filter on a new level, and goes back to page 1', () => {
    expect(nextView(deep, { type: 'drill', node: { kind: 'grade', id: 2 } })).toEqual({
      taskGroupId: 3,
      activityId: 7,
      node: { kind: 'grade', id: 2 },
      keyword: undefined,
      status: undefined,
      pageIndex: 1,
      pageSize: 50,
    });
  });

  it('keeps the level when the activity or the student filter changes, and pages without resetting', () => {
    expect(nextView(deep, { type: 'activity', activityId: undefined })).toMatchObject({
      node: deep.node,
      pageIndex: 1,
    });
    expect(nextView(deep, { type: 'students', filter: { keyword: '李' } })).toMatchObject({
      keyword: '李',
      status: undefined,
      pageIndex: 1,
    });
    expect(nextView(deep, { type: 'page', pageIndex: 2, pageSize: 20 })).toEqual({
      ...deep,
      pageIndex: 2,
      pageSize: 20,
    });
  });
});
