import { styled } from 'styled-components';
import { visuallyHidden } from '@dongman/ui';
import { Tag } from '../shared/styles';

export const Form = styled.form`
  display: grid;
`;

export const ImagesLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs}px;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(96px, 1fr));
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.sm}px 0;
  padding: 0;
  list-style: none;
`;

export const Thumb = styled.li<{ $bad: boolean }>`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  button {
    position: absolute;
    top: 4px;
    right: 4px;
    background: ${({ theme }) => theme.colors.darkControlOnImage};
    color: ${({ theme }) => theme.colors.onGradient};
  }
  button:hover {
    background: ${({ theme }) => theme.colors.darkControlOnImageHover};
  }
  ${Tag} {
    position: absolute;
    left: 4px;
    bottom: 4px;
  }
`;

/** The file input stays a real, focusable control; the tile is its visible label. */
export const AddTile = styled.label`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 2px;
  aspect-ratio: 1;
  border: 1.5px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  cursor: pointer;
  span[aria-hidden] {
    font-size: 28px;
    line-height: 1;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    ${visuallyHidden}
  }
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-top: ${({ theme }) => theme.space.lg}px;
`;

export const ErrorLine = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.danger};
`;

export const RefusedList = styled.ul`
  margin: 0;
  padding-left: 1.2em;
`;
