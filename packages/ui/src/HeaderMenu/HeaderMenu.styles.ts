import { css, styled } from 'styled-components';
import { Link } from '../utils';

export const Header = styled.header`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  height: ${({ theme }) => theme.layout.topBarHeight + 8}px;
  padding: 0 ${({ theme }) => theme.space.xl}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.xs}px;
    height: ${({ theme }) => theme.layout.topBarHeight}px;
    padding: 0 ${({ theme }) => theme.space.sm}px;
  }
`;

export const Brand = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ theme }) => theme.media.mobile} {
    flex: 1;
    min-width: 0;
  }
`;

export const MenuToggle = styled.div`
  display: none;
  ${({ theme }) => theme.media.mobile} {
    display: block;
    order: -1;
  }
`;

export const Nav = styled.nav<{ $open: boolean }>`
  flex: 1;
  min-width: 0;
  align-self: stretch;
  & > ul {
    display: flex;
    align-items: stretch;
    height: 100%;
    margin: 0;
    padding: 0;
    list-style: none;
    /* Many classes scroll sideways; dropdowns live in the top layer so they are not clipped. */
    overflow-x: auto;
    scrollbar-width: thin;
  }
  & > ul > li {
    display: flex;
    flex: none;
  }
  ${({ theme }) => theme.media.mobile} {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    z-index: ${({ theme }) => theme.zIndex.menu};
    max-height: calc(100dvh - ${({ theme }) => theme.layout.topBarHeight}px);
    overflow-y: auto;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
    & > ul {
      flex-direction: column;
      height: auto;
      padding: ${({ theme }) => theme.space.xs}px 0;
      overflow-x: visible;
    }
  }
`;

const topItem = css<{ $active?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  width: 100%;
  height: 100%;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  white-space: nowrap;
  text-decoration: none;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.md}px;
    right: ${({ theme }) => theme.space.md}px;
    bottom: 0;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    &::after {
      background: ${({ theme }) => theme.colors.primary};
    }
  }
  ${({ $active, theme }) =>
    $active &&
    css`
      color: ${theme.colors.primary};
      font-weight: ${theme.fontWeights.medium};
      &::after {
        background: ${theme.colors.primary};
      }
    `}
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.mobile} {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.lg}px;
    white-space: normal;
    &::after {
      top: 8px;
      bottom: 8px;
      left: 0;
      right: auto;
      width: 3px;
      height: auto;
      border-radius: 0 3px 3px 0;
    }
    & > svg {
      margin-left: auto;
    }
  }
`;

export const TopLink = styled(Link)<{ $active?: boolean }>`
  ${topItem}
`;

export const TopButton = styled.button<{ $active?: boolean }>`
  ${topItem}
`;

export const DropdownList = styled.ul`
  min-width: 160px;
  max-height: min(60vh, 420px);
  margin: 0;
  padding: 0;
  overflow-y: auto;
  list-style: none;
`;

const dropdownItem = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-height: 36px;
  padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  & > svg {
    flex: none;
    margin-left: auto;
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const DropdownLink = styled(Link)`
  ${dropdownItem}
`;

export const DropdownExternal = styled.a`
  ${dropdownItem}
`;

export const Tools = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export const SearchPanel = styled.div`
  width: min(320px, calc(100vw - 40px));
  form {
    display: block;
  }
`;
