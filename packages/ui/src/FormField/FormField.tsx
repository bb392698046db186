import { useId } from 'react';
import type { ReactNode } from 'react';
import { ErrorText, Field, Hint, Label, RequiredMark } from './FormField.styles';

/** Props to spread on the form control so it is labelled and described. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

export interface FormFieldProps {
  label: ReactNode;
  /** Error message; marks the control aria-invalid and describes it. */
  error?: ReactNode;
  /** Help text under the control, also part of its description. */
  hint?: ReactNode;
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
  /** Label above (default) or to the left of the control (falls back to top on mobile). */
  labelPosition?: 'top' | 'left';
  labelWidth?: number;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/** Label + control + hint/error, wired together with ids. */
export function FormField({
  label,
  error,
  hint,
  required = false,
  id,
  hideLabel = false,
  labelPosition = 'top',
  labelWidth = 80,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  const left = labelPosition === 'left';
  return (
    <Field className={className} $left={left} $labelWidth={labelWidth}>
      <Label htmlFor={controlId} $hidden={hideLabel} $left={left}>
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
        {label}
      </Label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {error && (
        <ErrorText id={errorId} data-testid="field-error">
          {error}
        </ErrorText>
      )}
      {hint && <Hint id={hintId}>{hint}</Hint>}
    </Field>
  );
}
