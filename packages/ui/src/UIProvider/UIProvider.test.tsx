import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from './UIProvider';
import { useMessages } from './context';

function Probe() {
  const m = useMessages();
  return (
    <p>
      {m.locale}|{m.login}|{m.t('filing', { number: 'X-1' })}
    </p>
  );
}

describe('UIProvider', () => {
  it('defaults to zh-CN', () => {
    render(
      <UIProvider>
        <Probe />
      </UIProvider>,
    );
    expect(screen.getByText('zh-CN|登录|备案号：X-1')).toBeInTheDocument();
  });

  it('renders English once the en catalogue has loaded', async () => {
    await act(async () => {
      render(
        <UIProvider locale="en">
          <Probe />
        </UIProvider>,
      );
    });
    expect(await screen.findByText('en|Log in|Filing no. X-1')).toBeInTheDocument();
  });

  it('falls back to zh-CN without a provider', () => {
    render(<Probe />);
    expect(screen.getByText('zh-CN|登录|备案号：X-1')).toBeInTheDocument();
  });

  it('leaves the host page alone by default: no global reset, base styles scoped to its subtree', () => {
    const { container } = render(
      <UIProvider>
        <Probe />
      </UIProvider>,
    );
    const css = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    expect(css).not.toMatch(/(^|\})\s*body\s*\{/);
    expect(container.querySelector('[data-dongman-ui]')).toContainElement(
      screen.getByText('zh-CN|登录|备案号：X-1'),
    );
  });

  it('styles the whole page when asked (globalStyle), without the scoping wrapper', () => {
    const { container } = render(
      <UIProvider globalStyle>
        <Probe />
      </UIProvider>,
    );
    expect(container.querySelector('[data-dongman-ui]')).toBeNull();
    expect(screen.getByText('zh-CN|登录|备案号：X-1')).toBeInTheDocument();
  });
});
