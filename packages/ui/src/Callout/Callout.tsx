import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { CheckCircleIcon, ErrorIcon, InfoIcon, WarningIcon } from '../icons';
import { toneColors } from '../theme/tones';
import type { Tone } from '../theme/tones';

const CalloutBox = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ $tone }) => toneColors[$tone]}
  & > span > svg {
    flex: none;
    margin-top: 3px;
    font-size: 16px;
  }
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
    min-width: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const icons: Record<Tone, ReactNode> = {
  success: <CheckCircleIcon />,
  warning: <WarningIcon />,
  danger: <ErrorIcon />,
  info: <InfoIcon />,
  primary: <InfoIcon />,
  neutral: <InfoIcon />,
};

export interface CalloutProps {
  tone?: Tone;
  /** Announce it: errors and warnings as alerts, the rest politely. */
  live?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * An inline message box, e.g. a server refusal that must stay readable after the toast has gone.
 */
export function Callout({
  tone = 'info',
  live = false,
  children,
  'data-testid': testId,
}: CalloutProps) {
  const role = live ? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <CalloutBox $tone={tone} role={role} data-testid={testId}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {icons[tone]}
      </span>
      <div>{children}</div>
    </CalloutBox>
  );
}
