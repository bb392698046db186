import { styled } from 'styled-components';

/** Read-only facts as a two-column list (`<dt>` name, `<dd>` value): a member's profile, a report. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 6px 16px;
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
  }
`;
