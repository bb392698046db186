import { styled } from 'styled-components';
import type { Schemas } from '../../lib/api';

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  textarea,
  select,
  input {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    font: inherit;
  }
`;

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

const STATUS_COLOURS = { active: 'success', pending: 'warning', locked: 'danger' } as const;

export const Status = styled.span<{ $tone: Schemas['UserStatus'] }>`
  color: ${({ $tone, theme }) => theme.colors[STATUS_COLOURS[$tone]]};
`;

export const Muted = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
