import { styled } from 'styled-components';

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

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Thumb = styled.img`
  display: block;
  width: 160px;
  height: 54px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;
