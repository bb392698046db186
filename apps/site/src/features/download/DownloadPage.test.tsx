import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DownloadCheck } from '@dongman/api-client';
import DownloadPage from './DownloadPage';
import { fail, ok, renderPage } from '../member/testing';

const check = (patch: Partial<DownloadCheck>): DownloadCheck => ({
  allowed: true,
  downloadUrl: '/api/download/token.sig',
  reason: null,
  requiredEntitlement: 'sourceMaterial',
  title: '古风少女角色素材包',
  documentId: 12,
  ...patch,
});

function setup(answer: unknown) {
  const api = { checkDownload: vi.fn(async () => answer) };
  const view = renderPage(<DownloadPage />, {
    api,
    path: '/user/download/:key',
    at: '/user/download/d12',
  });
  return { ...view, api };
}

describe('download page', { timeout: 30_000 }, () => {
  it('checks the key and offers the download link with the document title', async () => {
    const { api } = setup(ok(check({})));
    const link = await screen.findByRole('link', { name: '立即下载' });
    expect(api.checkDownload).toHaveBeenCalledWith('d12', expect.anything());
    expect(link).toHaveAttribute('href', '/api/download/token.sig');
    expect(screen.getByRole('heading', { name: '古风少女角色素材包' })).toBeInTheDocument();
    expect(document.title).toContain('古风少女角色素材包');
  });

  it('gives the reason and the ways forward when refused', async () => {
    const reason = '您的会员等级（普通会员）不包含「模板」权益，升级到高级会员即可下载';
    setup(
      ok(check({ allowed: false, downloadUrl: null, reason, requiredEntitlement: 'template' })),
    );
    const refused = await screen.findByTestId('download-refused');
    expect(within(refused).getByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByRole('link', { name: '立即下载' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '升级等级' })).toHaveAttribute(
      'href',
      '#/user/info/upgrade',
    );
    expect(screen.getByRole('link', { name: '去充值' })).toHaveAttribute(
      'href',
      '#/user/info/recharge',
    );
  });

  it('says when the key is unknown', async () => {
    setup(fail(404, '下载资源不存在或已下架'));
    expect(await screen.findByText('下载资源不存在或已下架')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeInTheDocument();
  });
});
