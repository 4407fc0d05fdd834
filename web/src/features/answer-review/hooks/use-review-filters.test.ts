import { describe, expect, it } from 'vitest';
import { INITIAL_FILTERS, nextFilters, type ReviewFilters } from './use-review-filters';

const onPage3: ReviewFilters = { ...INITIAL_FILTERS, taskGroupId: 1, activityId: 5, classId: 9, pageIndex: 3 };

describe('nextFilters', () => {
  it('drops the activity of another task group and starts at page 1', () => {
    expect(nextFilters(onPage3, { type: 'taskGroup', taskGroupId: 2 })).toEqual({
      ...onPage3,
      taskGroupId: 2,
      activityId: undefined,
      pageIndex: 1,
    });
  });

  it('starts at page 1 for a new activity, class or name, and trims the name', () => {
    expect(nextFilters(onPage3, { type: 'activity', activityId: undefined })).toMatchObject({ pageIndex: 1 });
    expect(nextFilters(onPage3, { type: 'class', classId: 4 })).toMatchObject({ classId: 4, pageIndex: 1 });
    expect(nextFilters(onPage3, { type: 'keyword', keyword: '  王 ' })).toMatchObject({ keyword: '王', pageIndex: 1 });
    expect(nextFilters(onPage3, { type: 'keyword', keyword: '   ' }).keyword).toBeUndefined();
  });

  it('keeps the filters when paging', () => {
    expect(nextFilters(onPage3, { type: 'page', pageIndex: 4, pageSize: 50 })).toEqual({
      ...onPage3,
      pageIndex: 4,
      pageSize: 50,
    });
  });
});
