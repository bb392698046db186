import { styled } from 'styled-components';

export const Scroller = styled.div`
  width: 100%;
  overflow-x: auto;
  -webkit-overflow-scrolling: touch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const StyledTable = styled.table<{ $minWidth?: number; $fitOnPhone?: boolean }>`
  width: 100%;
  min-width: ${({ $minWidth }) => ($minWidth ? `${$minWidth}px` : 'auto')};
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  caption {
    padding: ${({ theme }) => theme.space.sm}px;
    text-align: left;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm + 2}px ${theme.space.md}px`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    white-space: nowrap;
  }
  [data-sticky='end'] {
    position: sticky;
    right: 0;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  th[data-sticky='end'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  /* Last, so it wins over the rules above; !important beats a nowrap column's inline style. */
  ${({ $fitOnPhone, theme }) =>
    $fitOnPhone &&
    `${theme.media.mobile} {
      min-width: 0;
      th, td { padding-left: ${theme.space.sm}px; padding-right: ${theme.space.sm}px; }
      th { white-space: normal !important; }
    }`}
`;

export const Empty = styled.td`
  padding: ${({ theme }) => theme.space.xxl}px !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;
