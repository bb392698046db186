import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTheme } from 'styled-components';
import { IconButton } from '../Button';
import {
  CloseIcon,
  FolderIcon,
  MemberCardIcon,
  MenuIcon,
  MicIcon,
  MonitorIcon,
  SparkleIcon,
  StoreIcon,
} from '../icons';
import { MenuGroup, MenuItem, SubMenu } from '../Menu';
import { useMessages } from '../UIProvider/context';
import type { OnNavigate, RenderLink } from '../UIProvider/context';
import { isCurrentPath, isWithinPath } from '../shell/paths';
import type { CustomNavLists, ShellClass } from '../shell/types';
import { useMediaQuery } from '../shell/useMediaQuery';
import { buildSideMenu } from './buildSideMenu';
import type { SideMenuGroup, SideMenuGroupKey, SideMenuItem, SideMenuLinks } from './buildSideMenu';
import * as S from './SideMenu.styles';

export interface SideMenuProps {
  /** Where the class pages and the fixed entries point; fixed entries without one are left out. */
  links: SideMenuLinks;
  /** Material center: the class tree, sub-classes attached as `children`. */
  classes: readonly ShellClass[];
  /** Free dubbing, AI image and AI text lists as newline-separated `label|url` lines. */
  customNav?: CustomNavLists | null;
  /** "Member login" opens the login modal through this callback. */
  onMemberLogin?: () => void;
  /** The route being shown (`/twoClass/3` or `#/twoClass/3`); its entry is marked current. */
  activePath?: string;
  /** Logo or site name shown above the menu. */
  brand?: ReactNode;
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
  className?: string;
}

const groupIcons: Record<SideMenuGroupKey, ReactNode> = {
  market: <StoreIcon />,
  memberCenter: <MemberCardIcon />,
  materialCenter: <FolderIcon />,
  dubbingCenter: <MicIcon />,
  aiTools: <SparkleIcon />,
  softwareCenter: <MonitorIcon />,
};

function holdsActive(item: SideMenuItem, activePath: string | undefined): boolean {
  if (item.kind === 'link') return isWithinPath(item.href, activePath);
  if (item.kind === 'submenu') return item.items.some((child) => holdsActive(child, activePath));
  return false;
}

interface MenuEntriesProps {
  groups: SideMenuGroup[];
  activePath?: string;
  /** Called when an entry is chosen (closes the drawer). */
  onSelect?: () => void;
}

/** The groups as Menu primitives; shared by the desktop column and the mobile drawer. */
function MenuEntries({ groups, activePath, onSelect }: MenuEntriesProps) {
  const renderItem = (item: SideMenuItem): ReactNode => {
    switch (item.kind) {
      case 'empty':
        return <S.Empty key={item.key}>{item.label}</S.Empty>;
      case 'action':
        return (
          <MenuItem
            key={item.key}
            onClick={() => {
              onSelect?.();
              item.onSelect();
            }}
          >
            {item.label}
          </MenuItem>
        );
      case 'link':
        return (
          <MenuItem
            key={item.key}
            href={item.href}
            external={item.external}
            active={isCurrentPath(item.href, activePath)}
            onClick={onSelect}
          >
            {item.label}
          </MenuItem>
        );
      case 'submenu': {
        const active = holdsActive(item, activePath);
        return (
          // Opens by itself on a page below it (e.g. a document in a sub-section); the key
          // changes when that starts being true so a collapsed submenu reopens after navigation.
          <SubMenu
            key={`${item.key}${active ? ':active' : ''}`}
            title={item.label}
            defaultOpen={active}
          >
            {item.items.map(renderItem)}
          </SubMenu>
        );
      }
    }
  };

  return groups.map((group) =>
    group.href ? (
      <MenuItem
        key={group.key}
        href={group.href}
        icon={groupIcons[group.key]}
        active={isCurrentPath(group.href, activePath)}
        onClick={onSelect}
      >
        {group.label}
      </MenuItem>
    ) : (
      <MenuGroup key={group.key} title={group.label} icon={groupIcons[group.key]} nested>
        {group.items.map(renderItem)}
      </MenuGroup>
    ),
  );
}

/**
 * The left navigation menu (spec section 2): material market, member center, material center
 * (from the class tree), dubbing center, AI tools and software center. 220 px wide on desktop;
 * at 768 px and below it collapses into a drawer opened by a menu button.
 */
export function SideMenu({
  links,
  classes,
  customNav,
  onMemberLogin,
  activePath,
  brand,
  renderLink,
  onNavigate,
  className,
}: SideMenuProps) {
  const m = useMessages();
  const theme = useTheme();
  const isMobile = useMediaQuery(`(max-width: ${theme.breakpoints.mobile}px)`);
  const groups = useMemo(
    () => buildSideMenu({ links, classes, customNav, onMemberLogin }, m),
    [links, classes, customNav, onMemberLogin, m],
  );

  if (isMobile) {
    return (
      <SideMenuDrawer brand={brand} className={className}>
        {(close) => (
          <S.ScrollMenu renderLink={renderLink} onNavigate={onNavigate}>
            <MenuEntries groups={groups} activePath={activePath} onSelect={close} />
          </S.ScrollMenu>
        )}
      </SideMenuDrawer>
    );
  }
  return (
    <S.Aside className={className}>
      <S.Column>
        {brand && (
          <S.Brand>
            <S.BrandContent>{brand}</S.BrandContent>
          </S.Brand>
        )}
        <S.ScrollMenu renderLink={renderLink} onNavigate={onNavigate}>
          <MenuEntries groups={groups} activePath={activePath} />
        </S.ScrollMenu>
      </S.Column>
    </S.Aside>
  );
}

interface SideMenuDrawerProps {
  brand?: ReactNode;
  className?: string;
  children: (close: () => void) => ReactNode;
}

/** Mobile: a menu button opening the menu in a modal <dialog> (focus trapped, background inert). */
function SideMenuDrawer({ brand, className, children }: SideMenuDrawerProps) {
  const m = useMessages();
  const dialogId = `drawer-${useId().replace(/:/g, '')}`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const close = () => setOpen(false);

  return (
    <S.MenuButtonBar className={className}>
      <IconButton
        ref={buttonRef}
        label={m.openMenu}
        icon={<MenuIcon />}
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={dialogId}
        onClick={() => setOpen(true)}
      />
      <S.Drawer
        ref={dialogRef}
        id={dialogId}
        aria-label={m.mainNavigation}
        // Escape, the close button and choosing an entry all end here: keep state in sync and
        // put focus back on the menu button.
        onClose={(event) => {
          // Queued when the dialog closed: if a tap opened it again first, that close is over.
          if (event.currentTarget.open) return;
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        // Handle Escape ourselves as well: synthetic key events (scripts, some assistive tools)
        // do not trigger the native cancel.
        onKeyDown={(event) => {
          if (event.key === 'Escape' && !event.defaultPrevented) {
            event.preventDefault();
            close();
          }
        }}
      >
        {/* Rendered only while open, so the closed drawer adds no second navigation landmark. */}
        {open && (
          <S.Column>
            <S.Brand>
              <S.BrandContent>{brand}</S.BrandContent>
              <IconButton label={m.closeMenu} icon={<CloseIcon />} tone="inverse" onClick={close} />
            </S.Brand>
            {children(close)}
          </S.Column>
        )}
      </S.Drawer>
    </S.MenuButtonBar>
  );
}
