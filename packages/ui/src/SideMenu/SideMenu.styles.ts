import { keyframes, styled } from 'styled-components';
import { Menu } from '../Menu';
import { Label } from '../Menu/Menu.styles';

/** The menu primitive, filling the column and scrolling on its own. */
export const ScrollMenu = styled(Menu)`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-bottom: ${({ theme }) => theme.space.xl}px;
  scrollbar-width: thin;
  scrollbar-color: ${({ theme }) => theme.colors.menuHover} transparent;
  /* Long Chinese class names wrap rather than being cut off at 220 px. */
  ${Label} {
    white-space: normal;
    overflow-wrap: anywhere;
    line-height: 1.4;
  }
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${({ theme }) => theme.colors.menuBackground};
  color: ${({ theme }) => theme.colors.menuText};
`;

export const Brand = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: ${({ theme }) => theme.layout.topBarHeight}px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.menuDivider};
  color: ${({ theme }) => theme.colors.menuActiveText};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const BrandContent = styled.div`
  flex: 1;
  min-width: 0;
`;

export const Empty = styled.li`
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.sm}px ${theme.space.lg * 2}px`};
  color: ${({ theme }) => theme.colors.menuTextMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/* Desktop: a fixed-width column that stays in view while the page scrolls. */
export const Aside = styled.div`
  position: sticky;
  top: 0;
  width: ${({ theme }) => theme.layout.sideMenuWidth}px;
  height: 100vh;
  height: 100dvh;
`;

/* Mobile: the menu button, sized and coloured to sit at the start of the top bar row. */
export const MenuButtonBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.layout.topBarHeight}px;
  height: ${({ theme }) => theme.layout.topBarHeight}px;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const slideIn = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(0); }
`;

/*
 * Full-height panel on the left. The dialog box is exactly the panel, so a click whose target is
 * the dialog element itself landed on the backdrop.
 */
export const Drawer = styled.dialog`
  position: fixed;
  inset: 0 auto 0 0;
  width: min(280px, 85vw);
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.menuBackground};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[open] {
    animation: ${slideIn} ${({ theme }) => theme.motion.normal} ease-out;
  }
  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
  }
`;
