import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { fieldControlStyles } from '../FormField/fieldControl.styles';
import { FormField, splitFieldProps } from '../FormField/FormField';
import type { FieldOwnProps } from '../FormField/FormField';

const StyledSelect = styled.select`
  ${fieldControlStyles}
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.md}px;
`;

export interface SelectProps extends FieldOwnProps, ComponentPropsWithoutRef<'select'> {
  /** Class for the field wrapper. */
  className?: string;
}

/** A labelled native select (children are its options), wired like Input. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(wiring) => <StyledSelect {...wiring} ref={ref} {...control} />}
    </FormField>
  );
});
