import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { FormField } from '../FormField/FormField';
import type { FormFieldProps } from '../FormField/FormField';
import { InputBox, StyledInput } from './Input.styles';

type FieldProps = Pick<
  FormFieldProps,
  'label' | 'error' | 'hint' | 'hideLabel' | 'labelPosition' | 'labelWidth'
>;

export interface InputProps
  extends FieldProps, Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  /** Rendered inside the right edge of the box (e.g. a toggle button). */
  suffix?: ReactNode;
  /** Class for the field wrapper. */
  className?: string;
}

/** A labelled text input; errors are linked with aria-describedby and flagged aria-invalid. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  {
    label,
    error,
    hint,
    hideLabel,
    labelPosition,
    labelWidth,
    required,
    id,
    className,
    suffix,
    ...inputProps
  },
  ref,
) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      labelPosition={labelPosition}
      labelWidth={labelWidth}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <InputBox>
          <StyledInput {...control} ref={ref} $hasSuffix={Boolean(suffix)} {...inputProps} />
          {suffix}
        </InputBox>
      )}
    </FormField>
  );
});
