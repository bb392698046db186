import { styled } from 'styled-components';
import type { Schemas } from '../../lib/api';

const STATUS_COLOURS = { active: 'success', pending: 'warning', locked: 'danger' } as const;

export const Status = styled.span<{ $tone: Schemas['UserStatus'] }>`
  color: ${({ $tone, theme }) => theme.colors[STATUS_COLOURS[$tone]]};
`;

export const Muted = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
