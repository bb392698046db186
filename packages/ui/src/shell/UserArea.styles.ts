import { css, styled } from 'styled-components';
import { StyledButton } from '../Button/Button.styles';
import { Link } from '../utils';
import { visuallyHidden } from '../theme';

export const Area = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 0;
`;

/** Login / register buttons: the avatar popover offers both on small screens. */
export const GuestButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm}px;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

/** A Link wearing the button styles (registration is a page, so it is a link). */
export const ButtonLink = styled(StyledButton).attrs({ as: Link })`
  text-decoration: none;
`;

export const Avatar = styled.span<{ $size?: number; $guest?: boolean }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size = 32 }) => $size}px;
  height: ${({ $size = 32 }) => $size}px;
  border-radius: 50%;
  font-size: ${({ $size = 32 }) => Math.round($size * 0.45)}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
  ${({ $guest, theme }) =>
    $guest
      ? css`
          background: ${theme.colors.surfaceMuted};
          color: ${theme.colors.textMuted};
          box-shadow: inset 0 0 0 1px ${theme.colors.border};
        `
      : css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
        `}
`;

export const AvatarImage = styled.img`
  width: 100%;
  height: 100%;
  border-radius: 50%;
  object-fit: cover;
`;

export const AvatarButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  cursor: pointer;
  &:hover > span {
    box-shadow: 0 0 0 3px ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
`;

export const MemberButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  max-width: 220px;
  height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm}px 0 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const MemberName = styled.span`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  ${({ theme }) => theme.media.mobile} {
    ${visuallyHidden}
  }
`;

export const Panel = styled.div`
  width: 232px;
  max-width: 100%;
`;

export const Profile = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px ${theme.space.md}px`};
  text-align: center;
`;

export const ProfileName = styled.p`
  margin: 0;
  max-width: 100%;
  overflow-wrap: anywhere;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const GuestHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.ul`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs}px 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
`;

export const ActionButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm}px;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  & > svg {
    flex: none;
    font-size: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.primary};
    & > svg {
      color: inherit;
    }
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

export const GuestActions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;
