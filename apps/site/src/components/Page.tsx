import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { ChevronRightIcon, Link } from '@dongman/ui/shell';
import { useSiteMessages } from '../i18n';

// Panel and PageStack live in ./Layout (the first page needs only those); re-exported here.
export { Panel, PageStack } from './Layout';

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ theme }) => theme.media.mobile} {
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
  }
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space.xs}px 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export function PageHeader({
  title,
  meta,
  actions,
}: {
  title: ReactNode;
  meta?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <HeaderRow>
      <div>
        <Heading>{title}</Heading>
        {meta && <Meta>{meta}</Meta>}
      </div>
      {actions}
    </HeaderRow>
  );
}

const Crumbs = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs}px;
  }
  svg {
    font-size: 14px;
    opacity: 0.6;
  }
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  [aria-current='page'] {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export interface Crumb {
  label: string;
  href?: string;
}

/** "首页 › 动画素材 › 人物角色": where the page sits; the last entry is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const sm = useSiteMessages();
  return (
    <nav aria-label={sm.breadcrumb}>
      <Crumbs>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`}>
              {index > 0 && <ChevronRightIcon aria-hidden="true" />}
              {item.href && !last ? (
                <Link href={item.href}>{item.label}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              )}
            </li>
          );
        })}
      </Crumbs>
    </nav>
  );
}
