import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button, FolderIcon, WarningIcon } from '@dongman/ui/shell';

const Box = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.xxl * 1.5}px ${theme.space.lg}px`};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.div<{ $tone: 'empty' | 'error' }>`
  display: grid;
  place-items: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  font-size: 30px;
  background: ${({ theme, $tone }) =>
    $tone === 'error' ? theme.colors.warningSoft : theme.colors.primarySoft};
  color: ${({ theme, $tone }) => ($tone === 'error' ? theme.colors.warning : theme.colors.primary)};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Text = styled.p`
  margin: 0;
  max-width: 36em;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
`;

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** 'error' for failures (network, not found), 'empty' for "nothing here yet". */
  tone?: 'empty' | 'error';
  actionLabel?: string;
  onAction?: () => void;
  children?: ReactNode;
}

/** What a page shows instead of content: nothing yet, not found, or could not load (with retry). */
export function EmptyState({
  title,
  description,
  tone = 'empty',
  actionLabel,
  onAction,
  children,
}: EmptyStateProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'}>
      <Icon $tone={tone} aria-hidden="true">
        {tone === 'error' ? <WarningIcon /> : <FolderIcon />}
      </Icon>
      <Title>{title}</Title>
      {description && <Text>{description}</Text>}
      {actionLabel && onAction && (
        <Button variant="primary" onClick={onAction}>
          {actionLabel}
        </Button>
      )}
      {children}
    </Box>
  );
}
