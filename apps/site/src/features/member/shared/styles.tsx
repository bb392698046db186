// Layout pieces shared by the member pages (member center, dubbing, download). The generic ones
// live in @dongman/ui now and are re-exported here so existing imports keep working.
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageStack } from '../../../components/Page';

export {
  ButtonLink,
  Callout,
  DescriptionItem,
  DescriptionList,
  Row,
  Stack,
  Tag,
  TextLink,
  buttonLinkStyles,
} from '@dongman/ui';
export type { Tone } from '@dongman/ui';

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
