import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UIProvider } from '../UIProvider';
import { demoClasses, demoLinks } from '../shell/storyData';
import { SideMenu } from './SideMenu';

const renderMenu = (activePath: string) => {
  const onNavigate = vi.fn();
  const view = render(
    <UIProvider>
      <SideMenu
        classes={demoClasses}
        links={demoLinks}
        activePath={activePath}
        onNavigate={onNavigate}
      />
    </UIProvider>,
  );
  const rerender = (path: string) =>
    view.rerender(
      <UIProvider>
        <SideMenu
          classes={demoClasses}
          links={demoLinks}
          activePath={path}
          onNavigate={onNavigate}
        />
      </UIProvider>,
    );
  return { onNavigate, rerender };
};

// Rendering under jsdom on a shared, busy machine can be slow: allow time, assert behaviour only.
describe('SideMenu', { timeout: 30_000 }, () => {
  it('opens the submenu of a sub-section when showing a document inside it', () => {
    renderMenu('/twoClass/3/31/99');
    expect(screen.getByRole('button', { name: '三维模型' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: '二维动画' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // A document page is not the section page itself.
    expect(screen.getByRole('link', { name: '角色模型' })).not.toHaveAttribute('aria-current');
  });

  it('reopens a collapsed submenu when navigation moves to a document inside it', async () => {
    const { rerender } = renderMenu('/home');
    const toggle = () => screen.getByRole('button', { name: '二维动画' });
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    rerender('/twoClass/2/22/99');
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '场景素材' })).toBeVisible();
    // The user can still fold it.
    await userEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });

  it('hands internal links to onNavigate', async () => {
    const { onNavigate } = renderMenu('/home');
    await userEvent.click(screen.getByRole('link', { name: '素材市场' }));
    expect(onNavigate).toHaveBeenCalledWith('#/commonDocument/1');
  });
});
