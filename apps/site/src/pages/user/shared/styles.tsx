// Layout pieces shared by the member pages (member center, dubbing, download).
import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { CheckCircleIcon, ErrorIcon, InfoIcon, Link, WarningIcon } from '@dongman/ui';
import { PageStack } from '../../../components/Page';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'primary';

const toneColors = {
  success: css`
    background: ${({ theme }) => theme.colors.successSoft};
    color: ${({ theme }) => theme.colors.success};
  `,
  warning: css`
    background: ${({ theme }) => theme.colors.warningSoft};
    color: ${({ theme }) => theme.colors.warning};
  `,
  danger: css`
    background: ${({ theme }) => theme.colors.dangerSoft};
    color: ${({ theme }) => theme.colors.danger};
  `,
  info: css`
    background: ${({ theme }) => theme.colors.infoSoft};
    color: ${({ theme }) => theme.colors.info};
  `,
  primary: css`
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  `,
  neutral: css`
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  `,
};

/** A small rounded label: status, level, "推荐". */
export const Tag = styled.span<{ $tone?: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 22px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1;
  white-space: nowrap;
  ${({ $tone = 'neutral' }) => toneColors[$tone]}
  svg {
    font-size: 13px;
  }
`;

/** Section heading inside the member center card (the page's h1 is "会员中心"). */
export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const SubTitle = styled.h3`
  margin: 0;
  &:focus {
    outline: none;
  }
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

/** Heading row of a section: title + description on the left, actions on the right. */
const HeadRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
  & > div:first-child {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
    min-width: 0;
  }
`;

export function SectionHead({
  title,
  description,
  actions,
  id,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  id?: string;
}) {
  return (
    <HeadRow>
      <div>
        <SectionTitle id={id}>{title}</SectionTitle>
        {description && <Muted>{description}</Muted>}
      </div>
      {actions}
    </HeadRow>
  );
}

/** Vertical stack with the standard gap. */
export const Stack = styled.div<{ $gap?: 'sm' | 'md' | 'lg' | 'xl' }>`
  display: grid;
  gap: ${({ theme, $gap = 'lg' }) => theme.space[$gap]}px;
  min-width: 0;
  /* A wide child (a table) scrolls inside instead of widening the page. */
  & > * {
    min-width: 0;
  }
`;

export const Row = styled.div<{ $gap?: 'xs' | 'sm' | 'md' | 'lg'; $wrap?: boolean }>`
  display: flex;
  align-items: center;
  flex-wrap: ${({ $wrap = true }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap = 'sm' }) => theme.space[$gap]}px;
  min-width: 0;
`;

const CalloutBox = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  ${({ $tone }) => toneColors[$tone]}
  & > svg {
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

const calloutIcons: Record<Tone, ReactNode> = {
  success: <CheckCircleIcon />,
  warning: <WarningIcon />,
  danger: <ErrorIcon />,
  info: <InfoIcon />,
  primary: <InfoIcon />,
  neutral: <InfoIcon />,
};

/**
 * An inline message box. `live` makes it announce itself: errors as alerts, the rest politely —
 * used for server refusals that must stay readable after the toast has gone.
 */
export function Callout({
  tone = 'info',
  live = false,
  children,
  'data-testid': testId,
}: {
  tone?: Tone;
  live?: boolean;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const role = live ? (tone === 'danger' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <CalloutBox $tone={tone} role={role} data-testid={testId}>
      <span aria-hidden="true" style={{ display: 'contents' }}>
        {calloutIcons[tone]}
      </span>
      <div>{children}</div>
    </CalloutBox>
  );
}

/** "label: value" pairs in two columns (one on phones). */
export const DescriptionList = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0 ${({ theme }) => theme.space.xxl}px;
  margin: 0;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > div {
    display: grid;
    grid-template-columns: 108px minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md}px;
    align-items: baseline;
    padding: ${({ theme }) => theme.space.md}px 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border}aa;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
  }
`;

/** Figures such as the balance: tabular digits, a little larger. */
export const Amount = styled.span<{ $size?: 'md' | 'lg' | 'xl' }>`
  font-variant-numeric: tabular-nums;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme, $size = 'md' }) =>
    $size === 'xl' ? 28 : $size === 'lg' ? theme.fontSizes.xl : theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.text};
`;

/** Monospace text that may be long (order numbers, machine codes). */
export const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  overflow-wrap: anywhere;
`;

/** A link styled as a button (primary or secondary), for navigation actions. */
export const buttonLinkStyles = css<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm}px;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  border: 1px solid
    ${({ theme, $variant = 'secondary' }) =>
      $variant === 'primary' ? theme.colors.primary : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $variant = 'secondary' }) =>
    $variant === 'primary' ? theme.colors.primary : theme.colors.surface};
  color: ${({ theme, $variant = 'secondary' }) =>
    $variant === 'primary' ? theme.colors.onPrimary : theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    ${({ theme, $variant = 'secondary' }) =>
      $variant === 'primary'
        ? `background: ${theme.colors.primaryHover}; border-color: ${theme.colors.primaryHover};`
        : `border-color: ${theme.colors.primary}; color: ${theme.colors.primary};`}
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  svg {
    font-size: 16px;
  }
`;

/** A router link that looks like a button ("去充值", "升级会员等级"). */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  ${buttonLinkStyles}
`;

/** An inline text link through the router. */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

/**
 * The page column. Grid items default to min-width: auto, so a wide child (the tab strip, a
 * table) would stretch the page past a phone's width; min-width: 0 keeps them scrolling inside.
 */
export const MemberPage = styled(PageStack)`
  min-width: 0;
  & > * {
    min-width: 0;
  }
`;
