import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { useMessages } from '../UIProvider';
import { message, TOAST_MAX } from './store';
import { useToast } from './useToast';

/** `duration`: how long the buttons' toasts stay (the default 3 s when not given). */
function Buttons({ duration }: { duration?: number }) {
  const m = useMessages();
  const toast = useToast();
  const options = { duration };
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', paddingTop: 160 }}>
      <Button onClick={() => toast.success(m.loginSuccess, options)}>success</Button>
      <Button onClick={() => toast.warning(m.noNotices, options)}>warning</Button>
      <Button onClick={() => toast.error(m.loginExpired, options)}>error</Button>
      <Button onClick={() => toast.info(m.passwordChanged, options)}>info</Button>
      <Button onClick={() => message.success(m.logoutSuccess)}>message.success</Button>
    </div>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Buttons,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Buttons>;
export default meta;
type Story = StoryObj<typeof meta>;

const regions = (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  return {
    polite: body.getAllByRole('status', { name: '通知' })[0]!,
    assertive: body.getAllByRole('alert', { name: '重要通知' })[0]!,
    stack: body.getAllByTestId('toast-stack')[0]!,
  };
};

// Stories that count the toasts on screen keep them for a minute: on a loaded machine the clicks
// alone can outlast the default 3 s, and the first toasts would be gone before the count.
const KEPT = 60_000;

/** Live regions exist before the first toast; errors go to the assertive one. */
export const Types: Story = {
  args: { duration: KEPT },
  play: async ({ canvas, canvasElement }) => {
    const { polite, assertive, stack } = regions(canvasElement);
    await expect(polite).toBeEmptyDOMElement();
    await expect(assertive).toBeEmptyDOMElement();
    await userEvent.click(canvas.getByRole('button', { name: 'success' }));
    await userEvent.click(canvas.getByRole('button', { name: 'warning' }));
    await userEvent.click(canvas.getByRole('button', { name: 'error' }));
    await userEvent.click(canvas.getByRole('button', { name: 'info' }));
    await expect(polite).toHaveTextContent('登录成功');
    await expect(polite).toHaveTextContent('暂无公告');
    await expect(assertive).toHaveTextContent('未登录或登录已过期，请先登录');
    await expect(stack.children).toHaveLength(4);
    await expect(stack.getBoundingClientRect().top).toBe(24);
  },
};

/** At most seven stack up; the oldest goes first. */
export const MaxSeven: Story = {
  args: { duration: KEPT },
  play: async ({ canvas, canvasElement }) => {
    const { stack } = regions(canvasElement);
    const button = canvas.getByRole('button', { name: 'success' });
    for (let i = 0; i < TOAST_MAX + 2; i += 1) await userEvent.click(button);
    await expect(stack.children).toHaveLength(TOAST_MAX);
  },
};

/** Toasts go away after 3 s. */
export const Expires: Story = {
  play: async ({ canvas, canvasElement }) => {
    const { polite } = regions(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'message.success' }));
    await expect(polite).toHaveTextContent('退出成功');
    await waitFor(() => expect(polite).toBeEmptyDOMElement(), { timeout: 6000 });
  },
};

function InModal() {
  const m = useMessages();
  const toast = useToast();
  return (
    <Modal open title={m.loginTitle} onClose={() => undefined}>
      <Button variant="primary" onClick={() => toast.error(m.captchaRule)}>
        {m.login}
      </Button>
    </Modal>
  );
}

/** While a modal is open the toast shows above it and is announced from inside it. */
export const AboveModal: Story = {
  render: () => <InModal />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '会员登录' });
    await userEvent.click(within(dialog).getByRole('button', { name: '登录' }));
    await expect(within(dialog).getByRole('alert', { name: '重要通知' })).toHaveTextContent(
      '验证码必须是4个字符',
    );
  },
};

function Static() {
  const m = useMessages();
  const toast = useToast();
  return (
    <Button
      onClick={() => {
        toast.success(m.loginSuccess, { duration: 60_000 });
        toast.warning(m.noResults, { duration: 60_000 });
        toast.error(m.loginExpired, { duration: 60_000 });
        toast.info(m.passwordChanged, { duration: 60_000 });
      }}
    >
      show
    </Button>
  );
}

/** All four kinds at once (visual baseline). */
export const Gallery: Story = {
  render: () => <Static />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'show' }));
    await expect(regions(canvasElement).stack.children).toHaveLength(4);
  },
};
