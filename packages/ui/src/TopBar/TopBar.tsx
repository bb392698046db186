import type { ReactNode } from 'react';
import { IconButton } from '../Button';
import { BellIcon } from '../icons';
import { SearchBox } from '../SearchBox';
import { UserArea } from '../shell/UserArea';
import type { UserAreaProps } from '../shell/UserArea';
import { useMessages } from '../UIProvider/context';
import { Actions, Divider, Header } from './TopBar.styles';

/** The user corner's props (UserArea, always in its `full` variant here) plus the bar's own. */
export interface TopBarProps extends Omit<UserAreaProps, 'variant'> {
  /** Notices to show on the bell: the unread ones (0 hides the badge). */
  noticeCount: number;
  /** Called with the trimmed search text on Enter. */
  onSearch: (text: string) => void;
  /** Called instead of onSearch for empty or blank text (the caller shows the warning). */
  onSearchBlank: () => void;
  onOpenNotices: () => void;
  /** Content before the search box (e.g. a logo when there is no side menu). */
  start?: ReactNode;
  /** The search box starts empty again whenever this changes (e.g. the page shown). */
  searchResetKey?: string;
  /** Controls before the bell, e.g. a language switch. */
  actions?: ReactNode;
  className?: string;
}

/** The top bar (spec section 2): search, the notice bell with its count, and the user area. */
export function TopBar({
  noticeCount,
  onSearch,
  onSearchBlank,
  onOpenNotices,
  searchResetKey,
  start,
  actions,
  className,
  ...userArea
}: TopBarProps) {
  const m = useMessages();
  return (
    <Header className={className}>
      {start}
      <SearchBox key={searchResetKey} onSearch={onSearch} onSearchBlank={onSearchBlank} />
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
        <UserArea {...userArea} />
      </Actions>
    </Header>
  );
}
