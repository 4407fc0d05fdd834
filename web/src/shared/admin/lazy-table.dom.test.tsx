import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Key } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyTable, PAGE_SIZES } from './lazy-table';
import type { TableColumnsType } from './lazy-table';
import { adminTableZhCN as text } from './table-texts';

interface Area {
  id: number;
  name: string;
  schools: number;
  children?: Area[];
}

const columns: TableColumnsType<Area> = [
  { title: '名称', dataIndex: 'name' },
  { title: '学校数', dataIndex: 'schools', align: 'right' },
];

const rows: Area[] = [
  { id: 1, name: '上城区', schools: 3 },
  { id: 2, name: '西湖区', schools: 5 },
];

const names = () => screen.getAllByRole('row').map((row) => within(row).queryAllByRole('cell')[0]?.textContent ?? '');

describe('the admin table', () => {
  it('shows the headers and a row per record, or its empty sentence', () => {
    const { rerender } = render(<LazyTable<Area> rowKey="id" columns={columns} dataSource={rows} />);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['名称', '学校数']);
    expect(screen.getByRole('row', { name: /西湖区/ }).textContent).toContain('5');
    rerender(<LazyTable<Area> rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: '没有区县' }} />);
    expect(screen.getByRole('cell', { name: '没有区县' })).toBeTruthy();
  });

  it('says it is loading, and marks the table busy, while rows are fetched', () => {
    render(<LazyTable<Area> rowKey="id" columns={columns} dataSource={rows} loading />);
    expect(screen.getByRole('status').textContent).toBe(text.loading);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('pages: the count, the current page, the next page and a new page size from page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <LazyTable<Area>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={{
          current: 1,
          pageSize: 20,
          total: 95,
          showTotal: (total) => `共 ${total} 条`,
          pageSizeOptions: PAGE_SIZES,
          onChange,
        }}
      />,
    );
    expect(screen.getByText('共 95 条')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: text.pager });
    expect(within(pages).getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).getByRole('button', { name: text.previous })).toHaveProperty('disabled', true);
    expect(
      within(pages)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['‹', '1', '2', '3', '4', '5', '›']);
    await user.click(within(pages).getByRole('button', { name: text.next }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);
    await user.selectOptions(screen.getByRole('combobox', { name: text.pageSize }), '50');
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('shows no page buttons when everything fits on one page', () => {
    const paging = { current: 1, pageSize: 20, total: 2, onChange: () => undefined };
    render(<LazyTable<Area> rowKey="id" columns={columns} dataSource={rows} pagination={paging} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('selects a row by its checkbox, named after the row, and the whole page from the header', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn<(keys: Key[]) => void>();
    const { rerender } = render(
      <LazyTable<Area>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: [], onChange }}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: `${text.selectColumn} 西湖区` }));
    expect(onChange).toHaveBeenLastCalledWith([2]);
    rerender(
      <LazyTable<Area>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        rowSelection={{ selectedRowKeys: [2], onChange }}
      />,
    );
    const all = screen.getByRole('checkbox', { name: text.selectAll });
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
  });

  it('shows a tree opened when asked, and a parent’s button folds its children away', async () => {
    const user = userEvent.setup();
    const tree: Area[] = [{ id: 10, name: '杭州市', schools: 8, children: rows }];
    render(
      <LazyTable<Area> rowKey="id" columns={columns} dataSource={tree} expandable={{ defaultExpandAllRows: true }} />,
    );
    expect(names()).toEqual(['', '杭州市', '上城区', '西湖区']);
    const fold = screen.getByRole('button', { name: text.expandRow });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    await user.click(fold);
    expect(names()).toEqual(['', '杭州市']);
    expect(fold.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a row’s details under it from its own button', async () => {
    const user = userEvent.setup();
    render(
      <LazyTable<Area>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        expandable={{ expandedRowRender: (row) => <p>{row.name}的学校</p> }}
      />,
    );
    expect(screen.queryByText('西湖区的学校')).toBeNull();
    const row = screen.getByRole('row', { name: /西湖区/ });
    await user.click(within(row).getByRole('button', { name: text.expandRow }));
    expect(screen.getByText('西湖区的学校')).toBeTruthy();
  });
});
