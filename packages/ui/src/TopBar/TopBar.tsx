import type { ReactNode } from 'react';
import { IconButton } from '../Button';
import { BellIcon } from '../icons';
import { SearchBox } from '../SearchBox';
import { UserArea } from '../shell/UserArea';
import type { ShellUser } from '../shell/types';
import { useMessages } from '../UIProvider/context';
import type { OnNavigate, RenderLink } from '../UIProvider/context';
import { Actions, Divider, Header } from './TopBar.styles';

export interface TopBarProps {
  /** The signed-in user; an id of 0 or lower (or none) shows the guest actions. */
  user?: ShellUser | null;
  /** Notices to show on the bell: the unread ones (0 hides the badge). */
  noticeCount: number;
  /** Called with the trimmed search text on Enter. */
  onSearch: (text: string) => void;
  /** Called instead of onSearch for empty or blank text (the caller shows the warning). */
  onSearchBlank: () => void;
  onOpenNotices: () => void;
  /** Opens the login modal (guest "login" and "member login"). */
  onLogin: () => void;
  /** Registration page, `#/register` by default. */
  registerHref?: string;
  onAccountInfo?: () => void;
  onChangePassword?: () => void;
  onLogout?: () => void;
  /** Content before the search box (e.g. a logo when there is no side menu). */
  start?: ReactNode;
  /** Controls before the bell, e.g. a language switch. */
  actions?: ReactNode;
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
  className?: string;
}

/** The top bar (spec section 2): search, the notice bell with its count, and the user area. */
export function TopBar({
  user,
  noticeCount,
  onSearch,
  onSearchBlank,
  onOpenNotices,
  onLogin,
  registerHref,
  onAccountInfo,
  onChangePassword,
  onLogout,
  start,
  actions,
  renderLink,
  onNavigate,
  className,
}: TopBarProps) {
  const m = useMessages();
  return (
    <Header className={className}>
      {start}
      <SearchBox onSearch={onSearch} onSearchBlank={onSearchBlank} />
      <Actions>
        {actions}
        <IconButton
          label={m.notices}
          icon={<BellIcon />}
          badge={noticeCount}
          size="lg"
          onClick={onOpenNotices}
        />
        <Divider aria-hidden="true" />
        <UserArea
          user={user}
          onLogin={onLogin}
          registerHref={registerHref}
          onAccountInfo={onAccountInfo}
          onChangePassword={onChangePassword}
          onLogout={onLogout}
          renderLink={renderLink}
          onNavigate={onNavigate}
        />
      </Actions>
    </Header>
  );
}
