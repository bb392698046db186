import { css, styled } from 'styled-components';
import { Link } from '../utils';

export const Bar = styled.nav<{ $open: boolean }>`
  position: fixed;
  top: 50%;
  right: ${({ theme }) => theme.space.lg}px;
  z-index: ${({ theme }) => theme.zIndex.floatBar};
  transform: translateY(-50%);
  ul {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: ${({ theme }) => theme.space.xs}px;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg}px;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* Hidden on small screens until the toggle opens it above the toggle button. */
  ${({ theme }) => theme.media.mobile} {
    top: auto;
    bottom: 80px;
    transform: none;
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
`;

const item = css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 64px;
  min-height: 60px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.xs}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  & > svg {
    font-size: 20px;
  }
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const ItemLink = styled(Link)`
  ${item}
`;

export const ItemButton = styled.button`
  ${item}
`;

export const Toggle = styled.button`
  display: none;
  position: fixed;
  right: ${({ theme }) => theme.space.lg}px;
  bottom: ${({ theme }) => theme.space.lg}px;
  z-index: ${({ theme }) => theme.zIndex.floatBar};
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 22px;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 3px;
  }
  ${({ theme }) => theme.media.mobile} {
    display: inline-flex;
  }
`;

export const Contact = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 184px;
  max-width: 100%;
  text-align: center;
  img {
    display: block;
    width: 160px;
    height: 160px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    background: ${({ theme }) => theme.colors.surface};
    object-fit: contain;
  }
  /* With a WeChat ID to copy, a phone gets that hint instead of "scan with your phone". */
  ${({ theme }) => theme.media.mobile} {
    &:has([data-wechat-id]) > [data-scan-hint] {
      display: none;
    }
  }
  p {
    margin: 0;
    text-wrap: balance;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

export const ContactTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;
