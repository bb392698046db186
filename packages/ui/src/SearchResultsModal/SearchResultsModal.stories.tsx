import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { SearchResultsModal } from './SearchResultsModal';
import type { SearchResultsModalProps } from './SearchResultsModal';
import type { SearchResultItem } from './searchResult';

const items: SearchResultItem[] = [
  {
    id: 101,
    title: '古风庭院场景素材包（含白天、黄昏、雪景三套灯光）',
    oneClass: 3,
    oneClassChildren: 7,
    oneClassName: '三维素材',
    oneClassChildrenName: '场景',
    createTime: '2025-03-08 14:20:00',
  },
  {
    id: 102,
    title: '场景转场特效合集',
    oneClass: 5,
    oneClassChildren: 0,
    oneClassName: '特效素材',
    oneClassChildrenName: '',
    createTime: '2025-02-01T09:00:00',
  },
  {
    id: 103,
    title: '现代都市街道场景',
    oneClass: 3,
    oneClassChildren: 8,
    oneClassName: '三维素材',
    oneClassChildrenName: '城市',
    createTime: '2024-12-20 18:05:00',
  },
];

/** The host site's route of a result (the modal takes it from its caller). */
const resultHref = (item: SearchResultItem) =>
  item.oneClassChildren
    ? `#/twoClass/${item.oneClass}/${item.oneClassChildren}/${item.id}`
    : `#/twoClass/${item.oneClass}/${item.id}`;

function Demo({ open: initiallyOpen = true, ...rest }: Partial<SearchResultsModalProps>) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>搜索</Button>
      <SearchResultsModal
        items={items}
        onPick={fn()}
        resultHref={resultHref}
        {...rest}
        open={open}
        onClose={() => {
          setOpen(false);
          rest.onClose?.();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/SearchResultsModal',
  component: SearchResultsModal,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { open: true, onClose: fn(), onPick: fn(), resultHref, items, query: '场景' },
  render: (args) => <Demo {...args} />,
} satisfies Meta<typeof SearchResultsModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sections with a child class read "class / child"; without one just the class. */
export const WithAndWithoutChildClass: Story = {
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '搜索结果（3）' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(within(rows[0]!).getByText('三维素材 / 场景')).toBeVisible();
    await expect(within(rows[1]!).getByRole('cell', { name: '特效素材' })).toBeVisible();
    await expect(within(rows[1]!).getByText('2025-02-01')).toBeVisible();
    await expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '#/twoClass/3/7/101');
    await expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '#/twoClass/5/102');
    await expect(within(rows[0]!).getByRole('link')).toHaveFocus();
  },
};

/** Clicking a title picks it and closes the dialog. */
export const PickWithClick: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: '搜索结果（3）' });
    await userEvent.click(within(dialog).getByRole('link', { name: '场景转场特效合集' }));
    await expect(args.onPick).toHaveBeenCalledWith(items[1]);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(window.location.hash).not.toContain('twoClass');
  },
};

/** Keyboard: Tab to a title and press Enter. */
export const PickWithEnter: Story = {
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: '搜索结果（3）' });
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '现代都市街道场景' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPick).toHaveBeenCalledWith(items[2]);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Only results without a child class. */
export const WithoutChildClass: Story = {
  args: {
    items: items.map((item) => ({ ...item, oneClassChildren: 0, oneClassChildrenName: '' })),
  },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '搜索结果（3）' });
    await expect(within(dialog).queryByText(/ \/ /)).toBeNull();
    await expect(within(dialog).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      '#/twoClass/3/101',
    );
  },
};

/** Empty list (the site normally warns instead of opening). */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '搜索结果（0）' });
    await expect(within(dialog).getByRole('cell', { name: '暂无搜索结果' })).toBeVisible();
  },
};

/** 375 px phone: the results fit the screen, 所属栏目 and the date stay in view (issue 26). */
export const Mobile375: Story = {
  globals: { viewport: { value: 'mobile375', isRotated: false } },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: '搜索结果（3）' });
    await expect(dialog.offsetWidth).toBeLessThanOrEqual(375);
    const region = within(dialog).getByRole('region', { name: '搜索结果列表' });
    // The list fits the phone (titles wrap): the section and date columns stay in view.
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const section = within(region).getByRole('columnheader', { name: '所属栏目' });
    await expect(section.getBoundingClientRect().right).toBeLessThanOrEqual(
      region.getBoundingClientRect().right,
    );
  },
};
