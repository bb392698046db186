import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Report } from '@dongman/api-client';
import InfoPage from './InfoPage';
import { fail, memberInfo, ok, renderPage } from './testing';

const emptyPage = { list: [], total: 0, page: 1, size: 10 };

function open(action: string | null, api: Record<string, unknown> = {}, user = memberInfo()) {
  return renderPage(<InfoPage />, {
    api,
    user,
    path: action === null ? '/user/info' : '/user/info/:action',
    at: action === null ? '/user/info' : `/user/info/${action}`,
  });
}

describe('member center', { timeout: 30_000 }, () => {
  it('shows the account with balance in yuan, rights as badges and the current tab', () => {
    const { flows } = open(
      null,
      {},
      memberInfo({ money: 123_456, dubbingExpireTime: null }, { template: true }),
    );
    const nav = screen.getByRole('navigation', { name: '会员中心栏目' });
    expect(within(nav).getByRole('link', { name: '账号信息' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: '在线充值' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 1, name: '会员中心' })).toBeInTheDocument();
    expect(screen.getByTestId('account-balance')).toHaveTextContent('¥1,234.56');
    const rights = screen.getByRole('list', { name: '当前等级包含的权益' });
    expect(within(rights).getByText('模板')).toHaveTextContent('模板（已开通）');
    expect(within(rights).getByText('插件')).toHaveTextContent('插件（未开通）');
    expect(screen.getAllByText('未开通').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: '修改密码' }));
    expect(flows.openChangePassword).toHaveBeenCalled();
  });

  it('accepts level as another name for the upgrade section and reports unknown ones', async () => {
    const { unmount } = open('level', { listLevels: vi.fn(async () => []) });
    expect(screen.getByRole('link', { name: '等级升级' })).toHaveAttribute('aria-current', 'page');
    unmount();
    open('nope');
    expect(screen.getByText('没有找到这个栏目', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回会员中心' })).toHaveAttribute(
      'href',
      '#/user/info',
    );
  });

  it('filters records by a date range, refusing a start after the end', async () => {
    const user = userEvent.setup({ delay: null });
    const listRechargeRecords = vi.fn(async () => ok(emptyPage));
    open('rechargeRecords', { listRechargeRecords });
    expect(await screen.findByText('暂无充值记录')).toBeInTheDocument();
    expect(listRechargeRecords).toHaveBeenLastCalledWith(
      { page: 1, size: 10, startDate: null, endDate: null },
      expect.anything(),
    );

    const start = screen.getByLabelText('开始日期');
    const end = screen.getByLabelText('结束日期');
    fireEvent.change(start, { target: { value: '2025-03-10' } });
    fireEvent.change(end, { target: { value: '2025-03-01' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    expect(start).toHaveAccessibleDescription('开始日期不能晚于结束日期');
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(listRechargeRecords).toHaveBeenCalledTimes(1);

    fireEvent.change(start, { target: { value: '2025-02-01' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() =>
      expect(listRechargeRecords).toHaveBeenLastCalledWith(
        { page: 1, size: 10, startDate: '2025-02-01', endDate: '2025-03-01' },
        expect.anything(),
      ),
    );
    expect(await screen.findByText('所选日期内没有记录')).toBeInTheDocument();
  });

  it('pages through consume records', async () => {
    const user = userEvent.setup({ delay: null });
    const record = (id: number) => ({
      id,
      type: 'levelUpgrade' as const,
      description: `升级到高级会员 #${id}`,
      amount: 19_900,
      balanceAfter: 10_100,
      createTime: '2025-01-01T00:00:00.000Z',
    });
    const listConsumeRecords = vi.fn(async (query: { page?: number | null }) =>
      ok({ list: [record(query.page ?? 1)], total: 12, page: query.page ?? 1, size: 10 }),
    );
    open('consumeRecords', { listConsumeRecords });
    const table = await screen.findByRole('table', { name: '消费记录' });
    expect(within(table).getByText('-¥199.00')).toBeInTheDocument();
    expect(screen.getByText('共 12 条记录')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(await screen.findByText('升级到高级会员 #2')).toBeInTheDocument();
  });

  it('activates a plugin for a valid machine code and lists it', async () => {
    const user = userEvent.setup({ delay: null });
    const activation = {
      id: 1,
      machineCode: 'ABCD-1234-EFGH-5678',
      activationCode: 'ACT-9F8E-7D6C',
      createTime: '2025-01-01T00:00:00.000Z',
    };
    const listPluginActivations = vi
      .fn()
      .mockResolvedValueOnce(ok(emptyPage))
      .mockResolvedValue(ok({ ...emptyPage, list: [activation], total: 1 }));
    const activatePlugin = vi.fn(async () => ok(activation));
    open('plugin', { listPluginActivations, activatePlugin }, memberInfo({}, { plugin: true }));
    expect(await screen.findByText('暂无激活记录')).toBeInTheDocument();

    const input = screen.getByLabelText(/机器码/);
    await user.type(input, 'ABCD_1234');
    await user.click(screen.getByRole('button', { name: '获取激活码' }));
    expect(input).toHaveAccessibleDescription(/请正确填写机器码/);
    expect(input).toHaveFocus();
    expect(activatePlugin).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, ' ABCD-1234-EFGH-5678 ');
    await user.click(screen.getByRole('button', { name: '获取激活码' }));
    expect(activatePlugin).toHaveBeenCalledWith('ABCD-1234-EFGH-5678');
    expect(await screen.findByTestId('activation-code')).toHaveTextContent('ACT-9F8E-7D6C');
    expect(screen.getByRole('button', { name: '复制激活码' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: '我的激活记录' });
    expect(await within(table).findByText('ACT-9F8E-7D6C')).toBeInTheDocument();
  });

  it('warns a level without the plugin right but still lets the server decide', async () => {
    const user = userEvent.setup({ delay: null });
    const activatePlugin = vi.fn(async () => fail(403, '您的会员等级（普通会员）不包含插件权益'));
    open('plugin', { listPluginActivations: vi.fn(async () => ok(emptyPage)), activatePlugin });
    expect(await screen.findByText(/不包含插件权益，升级后即可激活/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/机器码/), 'ABCD-1234-EFGH-5678');
    await user.click(screen.getByRole('button', { name: '获取激活码' }));
    expect(activatePlugin).toHaveBeenCalled();
    expect(screen.queryByTestId('activation-code')).not.toBeInTheDocument();
  });
});

describe('reports', { timeout: 30_000 }, () => {
  const report: Report = {
    id: 5,
    title: '第一周练习',
    content: '角色走路循环',
    images: ['data:image/svg+xml;base64,AAAA'],
    status: 'approved',
    reviewReason: null,
    createTime: '2025-01-01T00:00:00.000Z',
    updateTime: '2025-01-02T00:00:00.000Z',
  };

  it('lists my reports with status badges and creates one with an image from a file', async () => {
    const user = userEvent.setup({ delay: null });
    const listReports = vi.fn(async () => ok({ ...emptyPage, list: [report], total: 1 }));
    const createReport = vi.fn(async (_body: unknown) =>
      ok({ ...report, id: 6, status: 'pending' as const }),
    );
    open('report', { listReports, createReport });
    const card = await screen.findByTestId('report-5');
    expect(within(card).getByText('已通过')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '提交报告' }));
    const dialog = screen.getByRole('dialog', { name: '提交报告' });
    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    expect(within(dialog).getByLabelText(/标题/)).toHaveAccessibleDescription(/请填写标题/);
    expect(createReport).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/标题/), '第三周作业');
    await user.type(within(dialog).getByLabelText(/内容/), '镜头推拉');
    const files = within(dialog).getByLabelText(/添加图片/);
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    const small = new File([new Uint8Array([137, 80, 78, 71])], 'ok.png', { type: 'image/png' });
    await user.upload(files, [big, small]);
    expect(await within(dialog).findByRole('img', { name: '第 1 张图片预览' })).toBeInTheDocument();
    expect(within(dialog).getByText('「big.png」超过2MB，未添加')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '提交' }));
    await waitFor(() => expect(createReport).toHaveBeenCalledTimes(1));
    const body = createReport.mock.calls[0]?.[0] as { title: string; images: string[] };
    expect(body.title).toBe('第三周作业');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: '提交报告' })).not.toBeInTheDocument(),
    );
    expect(listReports).toHaveBeenCalledTimes(2);
  });

  it('edits my report; images the API cannot take must be removed first', async () => {
    const user = userEvent.setup({ delay: null });
    const updateReport = vi.fn(async () => ok(report));
    open('report', {
      listReports: vi.fn(async () => ok({ ...emptyPage, list: [report], total: 1 })),
      updateReport,
    });
    await user.click(await screen.findByRole('button', { name: '编辑「第一周练习」' }));
    const dialog = screen.getByRole('dialog', { name: '编辑报告' });
    expect(within(dialog).getByLabelText(/标题/)).toHaveValue('第一周练习');
    await user.click(within(dialog).getByRole('button', { name: '保存修改' }));
    expect(within(dialog).getByText(/有图片格式不受支持/)).toHaveAttribute('role', 'alert');
    expect(updateReport).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '移除第 1 张图片' }));
    await user.click(within(dialog).getByRole('button', { name: '保存修改' }));
    await waitFor(() =>
      expect(updateReport).toHaveBeenCalledWith({
        id: 5,
        title: '第一周练习',
        content: '角色走路循环',
        images: [],
      }),
    );
  });
});
