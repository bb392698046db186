import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { AsyncContent } from './AsyncContent';
import type { AsyncState } from './AsyncContent';

function view(state: AsyncState<string[]>, onRetry = vi.fn()) {
  render(
    <UIProvider>
      <AsyncContent
        state={state}
        onRetry={onRetry}
        notFoundTitle="页面不存在"
        isEmpty={(list) => list.length === 0}
        empty="暂无记录"
      >
        {(list) => (
          <ul>
            {list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </AsyncContent>
    </UIProvider>,
  );
  return onRetry;
}

describe('AsyncContent', () => {
  it('shows the loading text, then the content', () => {
    view({ status: 'loading' });
    expect(screen.getByText('加载中…').closest('[role=status]')).toBeInTheDocument();
  });

  it('renders the data when ready', () => {
    view({ status: 'ready', data: ['角色素材'] });
    expect(screen.getByRole('listitem')).toHaveTextContent('角色素材');
  });

  it('says so when the data is empty', () => {
    view({ status: 'ready', data: [] });
    expect(screen.getByText('暂无记录').closest('[role=status]')).toBeInTheDocument();
  });

  it('announces a failure with the server message and retries on request', async () => {
    const retry = view({ status: 'failed', code: 500, message: '服务繁忙' });
    expect(screen.getByText('服务繁忙').closest('[role=alert]')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('falls back to the catalogue text without a message', () => {
    view({ status: 'failed' });
    expect(
      screen.getByText('内容加载失败，请检查网络后重试').closest('[role=alert]'),
    ).toBeInTheDocument();
  });

  it('shows the not-found title for 404 without a retry', () => {
    view({ status: 'failed', code: 404 });
    expect(screen.getByText('页面不存在').closest('[role=alert]')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
