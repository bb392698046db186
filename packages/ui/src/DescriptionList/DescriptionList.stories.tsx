import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionItem, DescriptionList } from './DescriptionList';

const meta = {
  title: 'Primitives/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

const rows = [
  ['账号', 'demo'],
  ['昵称', '演示会员'],
  ['会员等级', '普通会员'],
  ['余额', '¥300.00'],
  ['手机号', '138****0001'],
  ['注册时间', '2024-05-06'],
];

/** The member's account details: two columns on a desktop, one on a phone. */
export const AccountDetails: Story = {
  render: () => (
    <DescriptionList>
      {rows.map(([term, value]) => (
        <DescriptionItem key={term} term={term}>
          {value}
        </DescriptionItem>
      ))}
    </DescriptionList>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('¥300.00')).toBeVisible();
    // Each value is the definition (dd) right after its term (dt).
    const term = canvas.getByText('余额');
    await expect(term.tagName).toBe('DT');
    await expect(term.nextElementSibling).toHaveTextContent('¥300.00');
  },
};
