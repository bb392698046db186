import type { MouseEvent, ReactNode } from 'react';
import { useUI } from '../UIProvider/context';
import type { OnNavigate, RenderLink } from '../UIProvider/context';

export interface LinkProps {
  /** Hash route such as `#/twoClass/3`, or any URL. */
  href: string;
  children: ReactNode;
  className?: string;
  /** Marks the link for the current page. */
  current?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Override the UIProvider's renderLink / onNavigate for this link. */
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
}

/**
 * A link that goes through the site's router when one is provided (renderLink or onNavigate on the
 * link or the UIProvider) and is a plain anchor otherwise.
 */
export function Link({ href, children, className, current, onClick, ...overrides }: LinkProps) {
  const ui = useUI();
  const renderLink = overrides.renderLink ?? ui.renderLink;
  const onNavigate = overrides.onNavigate ?? ui.onNavigate;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !onNavigate) return;
    // Let modified clicks open new tabs as usual.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onNavigate(href);
  };
  const ariaCurrent = current ? ('page' as const) : undefined;
  if (renderLink) {
    return renderLink({
      href,
      children,
      className,
      'aria-current': ariaCurrent,
      onClick: handleClick,
    });
  }
  return (
    <a href={href} className={className} aria-current={ariaCurrent} onClick={handleClick}>
      {children}
    </a>
  );
}
