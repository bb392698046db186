import { styled } from 'styled-components';
import { Input } from '../Input';

export const Form = styled.form`
  flex: 0 1 360px;
  min-width: 0;
`;

/** The text box, rounded like a search field, with room for the submit button. */
export const SearchInput = styled(Input)`
  margin-bottom: 0;
  input {
    height: 36px;
    padding-left: ${({ theme }) => theme.space.lg}px;
    border-radius: ${({ theme }) => theme.radii.pill}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    &:focus {
      background: ${({ theme }) => theme.colors.surface};
    }
    /* The submit button is the affordance; hide Chrome's clear cross to keep one icon. */
    &::-webkit-search-cancel-button {
      display: none;
    }
  }
`;

export const SubmitButton = styled.button`
  position: absolute;
  right: 3px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 30px;
  height: 30px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 18px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }
`;
