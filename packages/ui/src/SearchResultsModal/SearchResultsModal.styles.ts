import { styled } from 'styled-components';

export const TitleLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
  mark {
    padding: 0 1px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.warningSoft};
    color: inherit;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DateText = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
