import { styled } from 'styled-components';

/** GeeTest's trigger: a full-width button whose text says where the verification stands. */
export const HostedButton = styled.input<{ $state: 'loading' | 'ready' | 'solved' | 'failed' }>`
  width: 100%;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border: 1px solid
    ${({ theme, $state }) =>
      $state === 'failed'
        ? theme.colors.danger
        : $state === 'solved'
          ? theme.colors.success
          : theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme, $state }) =>
    $state === 'failed'
      ? theme.colors.danger
      : $state === 'solved'
        ? theme.colors.success
        : theme.colors.text};
  font: inherit;
  cursor: ${({ $state }) => ($state === 'loading' ? 'progress' : 'pointer')};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
