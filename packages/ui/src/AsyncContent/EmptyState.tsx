import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { FolderIcon, WarningIcon } from '../icons';
import { Box, Icon, Text, Title } from './EmptyState.styles';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** 'error' for failures (network, not found), 'empty' for "nothing here yet". */
  tone?: 'empty' | 'error';
  actionLabel?: string;
  onAction?: () => void;
  /** Less padding, for use inside a dialog. */
  compact?: boolean;
  children?: ReactNode;
}

/** What a view shows instead of content: nothing yet, not found, or could not load (with retry). */
export function EmptyState({
  title,
  description,
  tone = 'empty',
  actionLabel,
  onAction,
  compact = false,
  children,
}: EmptyStateProps) {
  return (
    <Box role={tone === 'error' ? 'alert' : 'status'} $compact={compact}>
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
