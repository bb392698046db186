import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button, IconButton } from '../Button';
import { ChatIcon, UserIcon } from '../icons';
import { useMessages } from '../UIProvider';
import { Popover } from './Popover';

const meta = {
  title: 'Primitives/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Popover>;
export default meta;
type Story = StoryObj<typeof meta>;

function GuestPopover() {
  const m = useMessages();
  return (
    <Popover label={m.guestHint} trigger={<IconButton label={m.accountInfo} icon={<UserIcon />} />}>
      {(close) => (
        <div style={{ display: 'grid', gap: 8 }}>
          <p style={{ margin: 0 }}>{m.guestHint}</p>
          <Button variant="primary" onClick={close}>
            {m.memberLogin}
          </Button>
          <Button onClick={close}>{m.memberRegister}</Button>
        </div>
      )}
    </Popover>
  );
}

export const Guest: Story = {
  args: { label: '', trigger: <button />, children: null },
  render: () => <GuestPopover />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '账号信息' });
    const body = within(canvasElement.ownerDocument.body);

    await step('click opens and focuses the first action', async () => {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      const panel = await body.findByRole('dialog', { name: '未登录，请先登录' });
      await expect(panel).toBeVisible();
      await waitFor(() =>
        expect(within(panel).getByRole('button', { name: '会员登录' })).toHaveFocus(),
      );
    });

    await step('Escape closes and returns focus to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
      await expect(trigger).toHaveFocus();
    });

    await step('keyboard: Enter opens, an action closes', async () => {
      await userEvent.keyboard('{Enter}');
      const panel = await body.findByRole('dialog', { name: '未登录，请先登录' });
      await waitFor(() =>
        expect(within(panel).getByRole('button', { name: '会员登录' })).toHaveFocus(),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
      await expect(trigger).toHaveFocus();
    });
  },
};

function ContactPopover() {
  const m = useMessages();
  return (
    <Popover
      label={m.contact}
      placement="left"
      trigger={<IconButton label={m.contact} icon={<ChatIcon />} />}
    >
      <div style={{ width: 180, textAlign: 'center' }}>
        <div
          role="img"
          aria-label="QR"
          style={{ width: 140, height: 140, margin: '0 auto 8px', background: '#e5e7eb' }}
        />
        <p style={{ margin: 0, fontSize: 13 }}>{m.contactHint}</p>
      </div>
    </Popover>
  );
}

/** Placed to the left (as on the right-hand float bar); flips when there is no room. */
export const Left: Story = {
  args: { label: '', trigger: <button />, children: null },
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', width: 480, padding: '240px 24px' }}>
      <ContactPopover />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: '联系我们' });
    await userEvent.click(trigger);
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: '联系我们',
    });
    await expect(panel).toBeVisible();
    // To the left of the trigger, vertically centred on it.
    const t = trigger.getBoundingClientRect();
    const p = panel.getBoundingClientRect();
    await expect(p.right).toBeLessThanOrEqual(t.left);
    await expect(Math.abs(p.top + p.height / 2 - (t.top + t.height / 2))).toBeLessThan(2);
  },
};
