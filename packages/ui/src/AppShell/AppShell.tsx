import { useRef } from 'react';
import type { ReactNode } from 'react';
import { useMessages } from '../UIProvider/context';
import * as S from './AppShell.styles';

export interface AppShellProps {
  /** The left menu, usually a `<SideMenu>` (on mobile it renders only its menu button). */
  sideMenu?: ReactNode;
  /** The top bar, usually a `<TopBar>` or a `<HeaderMenu>`. */
  topBar?: ReactNode;
  /** The right floating bar, usually a `<FloatBar>`. */
  floatBar?: ReactNode;
  /** The page footer, usually a `<Footer>`. */
  footer?: ReactNode;
  /** id of the `<main>` element, target of the skip link. */
  mainId?: string;
  /** Page content. */
  children?: ReactNode;
  className?: string;
}

/**
 * Page layout: skip link, left menu column (220 px), sticky top bar, `<main>` content, footer
 * and the floating bar. Each region is a slot so the site composes the pieces it needs.
 */
export function AppShell({
  sideMenu,
  topBar,
  floatBar,
  footer,
  mainId = 'main-content',
  children,
  className,
}: AppShellProps) {
  const m = useMessages();
  const mainRef = useRef<HTMLElement>(null);
  return (
    <>
      <S.SkipLink
        href={`#${mainId}`}
        // Hash routing would treat "#main-content" as a route: move focus without touching the URL.
        onClick={(event) => {
          event.preventDefault();
          mainRef.current?.focus();
          mainRef.current?.scrollIntoView({ block: 'start' });
        }}
      >
        {m.skipToContent}
      </S.SkipLink>
      <S.Layout $hasSide={Boolean(sideMenu)} $clearFloat={Boolean(floatBar)} className={className}>
        {sideMenu && <S.SideSlot>{sideMenu}</S.SideSlot>}
        {topBar && <S.TopSlot>{topBar}</S.TopSlot>}
        <S.Main id={mainId} ref={mainRef} tabIndex={-1}>
          <S.MainInner>{children}</S.MainInner>
        </S.Main>
        {footer && <S.FooterSlot>{footer}</S.FooterSlot>}
      </S.Layout>
      {floatBar}
    </>
  );
}
