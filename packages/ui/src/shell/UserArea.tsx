import type { ReactNode } from 'react';
import { Button } from '../Button';
import { ChevronDownIcon, KeyIcon, LogoutIcon, UserIcon } from '../icons';
import { Popover } from '../Popover';
import { useMessages } from '../UIProvider/context';
import type { OnNavigate, RenderLink } from '../UIProvider/context';
import { isMember } from './types';
import type { ShellUser } from './types';
import { MemberAvatar } from './MemberAvatar';
import * as S from './UserArea.styles';

export interface UserAreaProps {
  /** The signed-in user; an id of 0 or lower (or no user) is a guest. */
  user?: ShellUser | null;
  /** Opens the login modal. */
  onLogin: () => void;
  /** The registration page, `#/register` by default. */
  registerHref?: string;
  onAccountInfo?: () => void;
  onChangePassword?: () => void;
  onLogout?: () => void;
  /** `full`: name, or login and register buttons (top bar). `avatar`: the avatar alone (header menu). */
  variant?: 'full' | 'avatar';
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
}

export { initialOf } from './MemberAvatar';

/**
 * The user corner of the top bar and header menu. Members get a popover with their name and
 * account info, change password and logout; guests get the "please log in first" hint with
 * member login and registration.
 */
export function UserArea({
  user,
  onLogin,
  registerHref = '#/register',
  onAccountInfo,
  onChangePassword,
  onLogout,
  variant = 'full',
  renderLink,
  onNavigate,
}: UserAreaProps) {
  const m = useMessages();

  if (isMember(user)) {
    const name = user.name?.trim() || String(user.id);
    const avatar = (
      <MemberAvatar name={name} src={user.avatarUrl} size={variant === 'full' ? 32 : 36} />
    );
    const trigger =
      variant === 'full' ? (
        <S.MemberButton type="button">
          {avatar}
          <S.MemberName>{name}</S.MemberName>
          <ChevronDownIcon />
        </S.MemberButton>
      ) : (
        <S.AvatarButton type="button" aria-label={m.t('userMenuOf', { name })} title={name}>
          {avatar}
        </S.AvatarButton>
      );
    const actions: Array<{ key: string; label: string; icon: ReactNode; run?: () => void }> = [
      { key: 'info', label: m.accountInfo, icon: <UserIcon />, run: onAccountInfo },
      { key: 'password', label: m.changePassword, icon: <KeyIcon />, run: onChangePassword },
      { key: 'logout', label: m.logout, icon: <LogoutIcon />, run: onLogout },
    ];
    return (
      <S.Area>
        <Popover trigger={trigger} label={m.userMenu} placement="bottom-end">
          {(close) => (
            <S.Panel>
              <S.Profile>
                <MemberAvatar name={name} src={user.avatarUrl} size={48} />
                <S.ProfileName>{name}</S.ProfileName>
              </S.Profile>
              <S.Actions>
                {actions
                  .filter((action) => action.run)
                  .map((action) => (
                    <li key={action.key}>
                      <S.ActionButton
                        type="button"
                        onClick={() => {
                          // Close first so focus is back on the trigger before a modal opens.
                          close();
                          action.run?.();
                        }}
                      >
                        {action.icon}
                        {action.label}
                      </S.ActionButton>
                    </li>
                  ))}
              </S.Actions>
            </S.Panel>
          )}
        </Popover>
      </S.Area>
    );
  }

  return (
    <S.Area>
      {variant === 'full' && (
        <S.GuestButtons>
          <Button variant="primary" size="sm" onClick={onLogin}>
            {m.login}
          </Button>
          <S.ButtonLink
            href={registerHref}
            renderLink={renderLink}
            onNavigate={onNavigate}
            $variant="secondary"
            $size="sm"
            $block={false}
          >
            {m.register}
          </S.ButtonLink>
        </S.GuestButtons>
      )}
      <Popover
        trigger={
          <S.AvatarButton type="button" aria-label={m.userMenu} title={m.guestHint}>
            <S.Avatar $guest $size={36}>
              <UserIcon />
            </S.Avatar>
          </S.AvatarButton>
        }
        label={m.userMenu}
        placement="bottom-end"
      >
        {(close) => (
          <S.Panel>
            <S.Profile>
              <S.Avatar $guest $size={48} aria-hidden="true">
                <UserIcon />
              </S.Avatar>
              <S.GuestHint>{m.guestHint}</S.GuestHint>
            </S.Profile>
            <S.GuestActions>
              <Button
                variant="primary"
                block
                onClick={() => {
                  close();
                  onLogin();
                }}
              >
                {m.memberLogin}
              </Button>
              <S.ButtonLink
                href={registerHref}
                renderLink={renderLink}
                onNavigate={onNavigate}
                onClick={close}
                $variant="secondary"
                $size="md"
                $block
              >
                {m.memberRegister}
              </S.ButtonLink>
            </S.GuestActions>
          </S.Panel>
        )}
      </Popover>
    </S.Area>
  );
}
