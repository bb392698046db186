import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const Nav = styled.nav`
  color: ${({ theme }) => theme.colors.menuText};
  background: ${({ theme }) => theme.colors.menuBackground};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
`;

export const GroupTitle = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px ${theme.space.xs}px`};
  color: ${({ theme }) => theme.colors.menuTextMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.02em;
`;

const itemBase = `
  display: flex;
  align-items: center;
  width: 100%;
  min-height: 40px;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;
`;

export const ItemLink = styled.span<{ $depth: number }>`
  & > a,
  & > button {
    ${itemBase}
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme, $depth }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.sm}px ${theme.space.lg + $depth * theme.space.lg}px`};
    border-radius: 0;
    transition: background-color ${({ theme }) => theme.motion.fast};
  }
  & > a:hover,
  & > button:hover {
    background: ${({ theme }) => theme.colors.menuHover};
  }
  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.menuActive};
    color: ${({ theme }) => theme.colors.menuActiveText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.menuActiveText};
  }
  & > a > .external {
    flex: none;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.menuTextMuted};
  }
  & > a:focus-visible,
  & > button:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.menuActiveText};
    outline-offset: -2px;
  }
`;

export const SubMenuButton = styled.button<{ $depth: number }>`
  ${itemBase}
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme, $depth }) => `${theme.space.sm}px ${theme.space.lg}px ${theme.space.sm}px ${theme.space.lg + $depth * theme.space.lg}px`};
  &:hover {
    background: ${({ theme }) => theme.colors.menuHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.menuActiveText};
    outline-offset: -2px;
  }
  & > .chevron {
    margin-inline-start: auto;
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &[aria-expanded='true'] > .chevron {
    transform: rotate(180deg);
  }
`;

export const Label = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const IconSlot = styled.span`
  display: inline-flex;
  flex: none;
  font-size: 18px;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
