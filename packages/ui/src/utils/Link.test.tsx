import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { Link } from './Link';

describe('Link', () => {
  it('is a plain anchor without a router', () => {
    render(<Link href="#/twoClass/3">动画素材</Link>);
    expect(screen.getByRole('link', { name: '动画素材' })).toHaveAttribute('href', '#/twoClass/3');
  });

  it('hands plain clicks to onNavigate from the provider, but not modified clicks', () => {
    const onNavigate = vi.fn();
    render(
      <UIProvider onNavigate={onNavigate}>
        <Link href="#/register" current>
          注册
        </Link>
      </UIProvider>,
    );
    const link = screen.getByRole('link', { name: '注册' });
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(fireEvent.click(link)).toBe(false); // default prevented
    expect(onNavigate).toHaveBeenCalledWith('#/register');
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('uses renderLink when given', () => {
    render(
      <Link
        href="#/home"
        renderLink={({ href, children }) => (
          <a data-router href={href}>
            {children}
          </a>
        )}
      >
        首页
      </Link>,
    );
    expect(screen.getByRole('link', { name: '首页' })).toHaveAttribute('data-router');
  });
});
