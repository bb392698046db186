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

/** What a field component (Input, TextArea) hands to its FormField: everything but the control. */
export type FieldOwnProps = Omit<FormFieldProps, 'children'>;

// Every FormField prop but the control: what splitFieldProps hands to the field.
const FIELD_KEYS = [
  'label',
  'error',
  'hint',
  'required',
  'id',
  'hideLabel',
  'labelPosition',
  'labelWidth',
  'className',
] as const satisfies readonly (keyof FieldOwnProps)[];
// A FormField prop added without its key here fails to compile (it would reach the control).
const allFieldKeys: Exclude<keyof FieldOwnProps, (typeof FIELD_KEYS)[number]> extends never
  ? true
  : never = true;
void allFieldKeys;

/**
 * Splits a field component's props into its FormField's and its control's. `id` and `required`
 * go to the FormField, which gives the control its id and aria-required.
 */
export function splitFieldProps<P extends FieldOwnProps>(props: P) {
  const field: Record<string, unknown> = {};
  const control: Record<string, unknown> = { ...props };
  for (const key of FIELD_KEYS) {
    field[key] = props[key];
    delete control[key];
  }
  return { field: field as FieldOwnProps, control: control as Omit<P, keyof FieldOwnProps> };
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
