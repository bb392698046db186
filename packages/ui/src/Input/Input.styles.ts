import { styled } from 'styled-components';
import { fieldControlStyles } from '../FormField/fieldControl.styles';

export const InputBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 0;
`;

export const StyledInput = styled.input<{ $hasSuffix: boolean }>`
  ${fieldControlStyles}
  height: 36px;
  padding: 0 ${({ theme, $hasSuffix }) => ($hasSuffix ? 40 : theme.space.md)}px 0
    ${({ theme }) => theme.space.md}px;
`;

export const SuffixButton = styled.button`
  position: absolute;
  right: 4px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 28px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;
