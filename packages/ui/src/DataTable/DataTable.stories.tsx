import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DataTable, type DataTableColumn, type SortState } from './DataTable';

interface Member {
  id: number;
  name: string;
  money: number;
}
const all: Member[] = Array.from({ length: 7 }, (_, i) => ({
  id: i + 1,
  name: `会员${i + 1}`,
  money: ((i * 37) % 10) * 1000,
}));
const columns: DataTableColumn<Member>[] = [
  { key: 'name', header: '账号', sortable: true },
  {
    key: 'money',
    header: '余额',
    sortable: true,
    align: 'right',
    render: (m) => `¥${(m.money / 100).toFixed(2)}`,
  },
];

/** In-memory sorting and paging, the way a console page does it on the server. */
function Sorted() {
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(1);
  const sorted = [...all].sort((a, b) => {
    if (!sort) return 0;
    const k = sort.key as keyof Member;
    const order = a[k] < b[k] ? -1 : a[k] > b[k] ? 1 : 0;
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <DataTable
      columns={columns}
      rows={sorted.slice((page - 1) * 3, page * 3)}
      rowKey={(m) => m.id}
      label="会员列表"
      sort={sort}
      onSortChange={setSort}
      page={page}
      pageSize={3}
      total={all.length}
      onPageChange={setPage}
    />
  );
}

const meta = {
  title: 'Console/DataTable',
  tags: ['autodocs'],
  component: Sorted,
} satisfies Meta<typeof Sorted>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SortAndPage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /余额/ }));
    await expect(canvas.getByRole('columnheader', { name: /余额/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('¥0.00');
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(
      within(canvas.getByRole('navigation', { name: '分页' })).getByRole('status'),
    ).toHaveTextContent('第 2 / 3 页');
  },
};
