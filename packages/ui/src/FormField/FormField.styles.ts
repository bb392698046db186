import { css, styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

export const Field = styled.div<{ $left: boolean; $labelWidth: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  ${({ $left, $labelWidth, theme }) =>
    $left &&
    css`
      grid-template-columns: ${$labelWidth}px minmax(0, 1fr);
      column-gap: ${theme.space.md}px;
      align-items: center;
      & > :not(label) {
        grid-column: 2;
      }
      ${theme.media.mobile} {
        grid-template-columns: minmax(0, 1fr);
        & > :not(label) {
          grid-column: 1;
        }
      }
    `}
`;

export const Label = styled.label<{ $hidden: boolean; $left: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
  ${({ $left }) => $left && 'text-align: right;'}
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

export const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-inline-end: 2px;
`;

export const Hint = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ErrorText = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;
