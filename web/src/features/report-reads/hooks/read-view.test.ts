import { describe, expect, it } from 'vitest';
import { INITIAL_READ_VIEW, nextReadView, type ReadView } from './read-view';

const paged: ReadView = {
  ...INITIAL_READ_VIEW,
  pageIndex: 4,
  unitPageIndex: 3,
  filter: { reader: 'parent', read: false },
};

describe('the reading view', () => {
  it('opens a level on the first page of its units and students, keeping the filter', () => {
    const view = nextReadView(paged, { type: 'drill', node: { kind: 'school', id: 7 } });
    expect(view).toMatchObject({ node: { kind: 'school', id: 7 }, pageIndex: 1, unitPageIndex: 1 });
    expect(view.filter).toEqual({ reader: 'parent', read: false });
  });

  it('lists a new filter from its first page, leaving the units where they were', () => {
    const view = nextReadView(paged, { type: 'filter', filter: { reader: 'student', read: true, keyword: '李' } });
    expect(view).toMatchObject({ pageIndex: 1, unitPageIndex: 3, filter: { reader: 'student', keyword: '李' } });
  });

  it('pages the students and the units apart', () => {
    expect(nextReadView(paged, { type: 'page', pageIndex: 2, pageSize: 50 })).toMatchObject({
      pageIndex: 2,
      pageSize: 50,
      unitPageIndex: 3,
    });
    expect(nextReadView(paged, { type: 'unitPage', pageIndex: 5, pageSize: 20 })).toMatchObject({
      pageIndex: 4,
      unitPageIndex: 5,
      unitPageSize: 20,
    });
  });
});
