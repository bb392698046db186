import { forwardRef } from 'react';
import type { ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { fieldControlStyles } from '../FormField/fieldControl.styles';
import { FormField, splitFieldProps } from '../FormField/FormField';
import type { FieldOwnProps } from '../FormField/FormField';

const StyledTextArea = styled.textarea`
  /* Before the shared box: the shorthand would reset its font-size. */
  font: inherit;
  ${fieldControlStyles}
  min-height: 120px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

export interface TextAreaProps
  extends FieldOwnProps, Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {
  /** Class for the field wrapper. */
  className?: string;
}

/** A labelled multi-line input, wired like Input (aria-invalid, aria-describedby). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(
  function TextArea(props, ref) {
    const { field, control } = splitFieldProps(props);
    return (
      <FormField {...field}>
        {(wiring) => <StyledTextArea {...wiring} ref={ref} {...control} />}
      </FormField>
    );
  },
);
