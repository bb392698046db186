import type { HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';

/** "label: value" pairs (DescriptionItem children, or `<div><dt/><dd/></div>`) in two columns, one on phones. */
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
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
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

export interface DescriptionItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  term: ReactNode;
  /** The value. */
  children: ReactNode;
}

/** One "label: value" row of a DescriptionList. */
export function DescriptionItem({ term, children, ...rest }: DescriptionItemProps) {
  return (
    <div {...rest}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
