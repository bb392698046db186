import { styled } from 'styled-components';

// The console's form layout, shared by every drawer and query row: a labelled control, a titled
// group of fields, a row of check boxes.

/** A label wrapping its text and one control (input, select or textarea). */
export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 4px;
  margin-bottom: ${({ theme }) => theme.space.md}px;
  textarea,
  select,
  input {
    padding: 6px 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    font: inherit;
  }
`;

/** A row of check boxes (a level's rights, a pay option's levels). */
export const Checks = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

/** A titled group of a form's fields (one engine's voice in the voice drawer). */
export const FieldGroup = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 8px 12px 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  legend {
    padding: 0 4px;
    font-weight: 600;
  }
`;
