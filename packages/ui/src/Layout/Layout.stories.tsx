import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Tag } from '../Tag';
import { Box, Row, Stack } from './Layout';

const meta = {
  title: 'Primitives/Layout',
  component: Stack,
  tags: ['autodocs'],
} satisfies Meta<typeof Stack>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stack (vertical), Row (horizontal, wrapping) and Box (a card) with gaps from the theme. */
export const StackRowBox: Story = {
  render: () => (
    <Box>
      <Stack $gap="md">
        <Row $justify="space-between">
          <strong>账号信息</strong>
          <Tag $tone="primary">高级会员</Tag>
        </Row>
        <Row>
          <Button variant="primary">去充值</Button>
          <Button>升级会员等级</Button>
        </Row>
      </Stack>
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '去充值' })).toBeVisible();
  },
};
