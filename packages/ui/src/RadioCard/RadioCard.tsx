import type { InputHTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { visuallyHidden } from '../theme/mixins';

const Card = styled.label<{ $hideRadio: boolean }>`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & > input {
    position: absolute;
    top: ${({ theme }) => theme.space.md}px;
    right: ${({ theme }) => theme.space.md}px;
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
    ${({ $hideRadio }) => $hideRadio && visuallyHidden}
  }
`;

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  & > legend {
    margin-bottom: ${({ theme }) => theme.space.md}px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const Cards = styled.div<{ $layout: 'grid' | 'row' }>`
  display: ${({ $layout }) => ($layout === 'grid' ? 'grid' : 'flex')};
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  ${({ $layout }) =>
    $layout === 'row' &&
    `& > label { grid-auto-flow: column; align-items: center; justify-content: start;
       min-width: 160px; padding-right: 44px; }`}
`;

export type RadioCardProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  /** What the card shows; the native radio stays for keyboard and screen readers. */
  children: ReactNode;
  /**
   * Hide the radio mark: the card's border and background alone show the choice, and its corner
   * is free for another control (a favourite toggle). The radio stays for keyboard and screen
   * readers.
   */
  hideRadio?: boolean;
  className?: string;
};

/** A radio input drawn as a selectable card (an amount, a level, a pay type, a voice). */
export function RadioCard({ children, hideRadio = false, className, ...input }: RadioCardProps) {
  return (
    <Card className={className} $hideRadio={hideRadio}>
      <input type="radio" {...input} />
      {children}
    </Card>
  );
}

export interface RadioCardGroupProps {
  legend: ReactNode;
  /** `grid`: equal cards in columns (amounts); `row`: compact cards in a line (pay types). */
  layout?: 'grid' | 'row';
  children: ReactNode;
}

/** A fieldset of RadioCards under a visible legend (the group's accessible name). */
export function RadioCardGroup({ legend, layout = 'grid', children }: RadioCardGroupProps) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Cards $layout={layout}>{children}</Cards>
    </Fieldset>
  );
}
