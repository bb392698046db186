import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { FormField } from '../FormField/FormField';
import type { FormFieldProps } from '../FormField/FormField';

const StyledTextArea = styled.textarea`
  width: 100%;
  min-width: 0;
  min-height: 120px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export interface TextAreaProps
  extends
    Pick<FormFieldProps, 'label' | 'error' | 'hint'>,
    Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {
  className?: string;
}

/** A labelled multi-line input, wired like Input (aria-invalid, aria-describedby). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, required, id, className, ...rest },
  ref,
) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      required={required}
      id={id}
      className={className}
    >
      {(control) => <StyledTextArea {...control} ref={ref} {...rest} />}
    </FormField>
  );
});
