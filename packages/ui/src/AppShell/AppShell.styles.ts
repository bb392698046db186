import { styled } from 'styled-components';

export const SkipLink = styled.a`
  position: fixed;
  top: ${({ theme }) => theme.space.sm}px;
  left: ${({ theme }) => theme.space.sm}px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.md};
  /* Off screen (shadow included) until focused by keyboard. */
  transform: translateY(-200%);
  transition: transform ${({ theme }) => theme.motion.fast};
  &:focus,
  &:focus-visible {
    transform: none;
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/*
 * Desktop: menu column on the left spanning all rows; top bar, content and footer on the right.
 * Mobile: the side slot shrinks to the menu button and sits before the top bar on one row.
 */
export const Layout = styled.div<{ $hasSide: boolean; $clearFloat: boolean }>`
  display: grid;
  min-height: 100vh;
  min-height: 100dvh;
  grid-template-columns: ${({ $hasSide, theme }) =>
    $hasSide ? `${theme.layout.sideMenuWidth}px minmax(0, 1fr)` : 'minmax(0, 1fr)'};
  grid-template-rows: auto 1fr auto;
  grid-template-areas: ${({ $hasSide }) =>
    $hasSide ? `'side top' 'side main' 'side footer'` : `'top' 'main' 'footer'`};
  background: ${({ theme }) => theme.colors.background};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: ${({ $hasSide }) => ($hasSide ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    grid-template-areas: ${({ $hasSide }) =>
      $hasSide ? `'side top' 'main main' 'footer footer'` : `'top' 'main' 'footer'`};
    /* Room under the footer for the floating shortcut button (48 px, lg from the corner), so
       the end of the page can be scrolled clear of it. */
    padding-bottom: ${({ $clearFloat, theme }) => ($clearFloat ? 48 + theme.space.lg * 2 : 0)}px;
  }
`;

export const SideSlot = styled.div`
  grid-area: side;
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.menu + 1};
  ${({ theme }) => theme.media.mobile} {
    position: sticky;
    top: 0;
  }
`;

export const TopSlot = styled.div`
  grid-area: top;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 0;
`;

export const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl}px;
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg}px;
  }
`;

export const MainInner = styled.div`
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;
`;

export const FooterSlot = styled.div`
  grid-area: footer;
  min-width: 0;
`;
