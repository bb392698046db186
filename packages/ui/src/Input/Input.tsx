import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FormField, splitFieldProps } from '../FormField/FormField';
import type { FieldOwnProps } from '../FormField/FormField';
import { InputBox, StyledInput } from './Input.styles';

export interface InputProps
  extends FieldOwnProps, Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  /** Rendered inside the right edge of the box (e.g. a toggle button). */
  suffix?: ReactNode;
  /** Class for the field wrapper. */
  className?: string;
}

/** A labelled text input; errors are linked with aria-describedby and flagged aria-invalid. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { suffix, ...props },
  ref,
) {
  const { field, control } = splitFieldProps(props);
  return (
    <FormField {...field}>
      {(wiring) => (
        <InputBox>
          <StyledInput {...wiring} ref={ref} $hasSuffix={Boolean(suffix)} {...control} />
          {suffix}
        </InputBox>
      )}
    </FormField>
  );
});
