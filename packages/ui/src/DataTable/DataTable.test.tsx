import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { DataTable, type DataTableColumn } from './DataTable';

interface Member {
  id: number;
  name: string;
  money: number;
}
const columns: DataTableColumn<Member>[] = [
  { key: 'name', header: '账号' },
  { key: 'money', header: '余额', sortable: true, render: (m) => `¥${m.money / 100}` },
];
const rows: Member[] = [
  { id: 1, name: 'demo', money: 30000 },
  { id: 2, name: 'pending', money: 0 },
];

describe('DataTable', () => {
  it('renders rows, reports a sort and marks the sorted column', () => {
    const onSortChange = vi.fn();
    const { rerender } = render(
      <UIProvider>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          label="会员"
          onSortChange={onSortChange}
        />
      </UIProvider>,
    );
    const table = screen.getByRole('table', { name: '会员' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('¥300')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /余额/ }));
    expect(onSortChange).toHaveBeenCalledWith({ key: 'money', direction: 'asc' });
    rerender(
      <UIProvider>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          label="会员"
          sort={{ key: 'money', direction: 'asc' }}
          onSortChange={onSortChange}
        />
      </UIProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /余额/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    fireEvent.click(screen.getByRole('button', { name: /余额/ }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'money', direction: 'desc' });
  });

  it('pages: the summary counts pages and the buttons stop at the ends', () => {
    const onPageChange = vi.fn();
    render(
      <UIProvider>
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          label="会员"
          page={1}
          pageSize={2}
          total={5}
          onPageChange={onPageChange}
        />
      </UIProvider>,
    );
    expect(
      within(screen.getByRole('navigation', { name: '分页' })).getByRole('status'),
    ).toHaveTextContent('共 5 条，第 1 / 3 页');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('says when there is nothing to show', () => {
    render(
      <UIProvider>
        <DataTable
          columns={columns}
          rows={[]}
          rowKey={(r) => r.id}
          label="会员"
          empty="没有待审核的会员"
        />
      </UIProvider>,
    );
    expect(screen.getByRole('cell', { name: '没有待审核的会员' })).toBeInTheDocument();
  });
});
