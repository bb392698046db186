import type { FormHTMLAttributes, ReactNode } from 'react';
import { ActionsRow, Form, FormError } from './FormLayout.styles';

export interface FormLayoutProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'children'> {
  /** The form's accessible name (a drawer's forms need one each). */
  label: string;
  /** The fields: FormField elements (label, control, hint, error). */
  children: ReactNode;
  /** Buttons in the actions row under the fields (submit first). */
  actions?: ReactNode;
  /** A message about the whole form (a refusal from the server), announced when it appears. */
  error?: ReactNode;
  /** With FormField labelPosition="left": indents the actions under the controls. */
  labelWidth?: number;
}

/** A form: labelled fields stacked, a form-level error, and an actions row. */
export function FormLayout({
  label,
  children,
  actions,
  error,
  labelWidth,
  ...formProps
}: FormLayoutProps) {
  return (
    <Form aria-label={label} {...formProps}>
      {error && <FormError role="alert">{error}</FormError>}
      {children}
      {actions && <ActionsRow $offset={labelWidth}>{actions}</ActionsRow>}
    </Form>
  );
}
