import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UIProvider } from '@dongman/ui/shell';
import { ErrorBoundary } from '../../router/ErrorBoundary';
import { isLoadFailure } from './ErrorPage';

// A page bundle that cannot load (server down) must not send the reader to the browser's
// connection-refused page: the error page retries in place and reloads only once the server
// answers.

function Failing({ error }: { error: Error }): never {
  throw error;
}

/** A page that failed (as the router shows a page bundle that could not load). */
function renderFailingRoute(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the error
  render(
    <UIProvider locale="zh-CN">
      <ErrorBoundary>
        <Failing error={error} />
      </ErrorBoundary>
    </UIProvider>,
  );
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/x.js');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ErrorPage', () => {
  it('tells a page bundle that failed to load from other errors', () => {
    expect(isLoadFailure(chunkError())).toBe(true);
    expect(isLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isLoadFailure(new Error('x is undefined'))).toBe(false);
  });

  it('stays on the page and says so while the server is unreachable', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/' });
    renderFailingRoute(chunkError());
    expect(
      await screen.findByText('无法连接服务器，页面没能加载。请检查网络后重试'),
    ).toBeInTheDocument();
    screen.getByRole('button', { name: '重试' }).click();
    expect(await screen.findByText('仍然无法连接服务器，请稍后再试')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/', { method: 'HEAD', cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once the server answers again', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response(null, { status: 200 })));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload, pathname: '/' });
    renderFailingRoute(chunkError());
    (await screen.findByRole('button', { name: '重试' })).click();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });
});
