import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { Button } from './Button';

describe('Button', () => {
  it('ignores clicks and form submits while loading, and says it is busy', () => {
    const onClick = vi.fn();
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          登录
        </Button>
      </form>,
      { wrapper: UIProvider },
    );
    const button = screen.getByRole('button', { name: '登录' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled(); // stays focusable
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when not loading', () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">登录</Button>
      </form>,
      { wrapper: UIProvider },
    );
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
