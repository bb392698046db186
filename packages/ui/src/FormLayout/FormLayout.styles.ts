import { styled } from 'styled-components';

export const Form = styled.form`
  display: grid;
  gap: 0;
  /* Controls of the fields fill their column; FormField brings label, hint and error. */
  input:not([type='checkbox']):not([type='radio']),
  select,
  textarea {
    width: 100%;
    box-sizing: border-box;
    min-height: 32px;
    padding: 4px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    font: inherit;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

export const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/** With an offset, starts where left-labelled controls start (label column + FormField's gap). */
export const ActionsRow = styled.div<{ $offset?: number }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  padding-left: ${({ $offset, theme }) => ($offset ? $offset + theme.space.md : 0)}px;
  ${({ theme }) => theme.media.mobile} {
    padding-left: 0;
  }
`;
