import { useId, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { IconButton } from '../Button';
import { ChevronDownIcon, CloseIcon, ExternalLinkIcon, MenuIcon, SearchIcon } from '../icons';
import { Popover } from '../Popover';
import { SearchBox } from '../SearchBox';
import { parseLinkList } from '../shell/parseLinkList';
import { childClassHref, classHref, isCurrentPath, isWithinPath } from '../shell/paths';
import type { CustomNavLists, ShellClass, ShellUser } from '../shell/types';
import { UserArea } from '../shell/UserArea';
import { VisuallyHidden } from '../shell/VisuallyHidden';
import { useMessages } from '../UIProvider/context';
import type { OnNavigate, RenderLink } from '../UIProvider/context';
import * as S from './HeaderMenu.styles';

export interface HeaderMenuProps {
  /** Categories: the class tree, sub-classes attached as `children`. */
  classes: readonly ShellClass[];
  /** Extra link lists (free dubbing, AI image, AI text) as newline-separated `label|url` lines. */
  customNav?: CustomNavLists | null;
  /** The route being shown; its link is marked current. */
  activePath?: string;
  /** Logo or site name at the start. */
  brand?: ReactNode;
  /** Default `#/home`. */
  homeHref?: string;
  user?: ShellUser | null;
  onLogin: () => void;
  registerHref?: string;
  onAccountInfo?: () => void;
  onChangePassword?: () => void;
  onLogout?: () => void;
  onSearch: (text: string) => void;
  onSearchBlank: () => void;
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
  className?: string;
}

interface DropdownEntry {
  key: string;
  label: string;
  href: string;
  external: boolean;
}

interface TopEntry {
  key: string;
  label: string;
  /** A plain link, or a dropdown of entries. */
  href?: string;
  entries?: DropdownEntry[];
}

/** Categories then the extra link lists, as header entries (empty lists are left out). */
export function headerEntries(
  classes: readonly ShellClass[],
  customNav: CustomNavLists | null | undefined,
  titles: { freeDubbing: string; aiImage: string; aiText: string },
): TopEntry[] {
  const entries: TopEntry[] = classes.map((cls) => {
    const children = cls.children ?? [];
    return children.length === 0
      ? { key: `class-${cls.id}`, label: cls.name, href: classHref(cls.id) }
      : {
          key: `class-${cls.id}`,
          label: cls.name,
          entries: children.map((child) => ({
            key: `class-${cls.id}-${child.id}`,
            label: child.name,
            href: childClassHref(cls.id, child.id),
            external: false,
          })),
        };
  });
  const lists: Array<[string, string, string | null | undefined]> = [
    ['freeDubbing', titles.freeDubbing, customNav?.freeDubbing],
    ['aiImage', titles.aiImage, customNav?.aiCreateImage],
    ['aiText', titles.aiText, customNav?.aiCreateText],
  ];
  for (const [key, label, text] of lists) {
    const links = parseLinkList(text);
    if (links.length === 0) continue;
    entries.push({
      key,
      label,
      entries: links.map((link, index) => ({
        key: `${key}-${index}`,
        label: link.label,
        href: link.url,
        external: link.external,
      })),
    });
  }
  return entries;
}

/**
 * Header menu variant of the shell (spec section 1): categories from the class tree and the
 * extra link lists as a horizontal menu with dropdowns, a search button and the avatar popover.
 * At 768 px and below the menu folds behind a menu button.
 */
export function HeaderMenu({
  classes,
  customNav,
  activePath,
  brand,
  homeHref = '#/home',
  user,
  onLogin,
  registerHref,
  onAccountInfo,
  onChangePassword,
  onLogout,
  onSearch,
  onSearchBlank,
  renderLink,
  onNavigate,
  className,
}: HeaderMenuProps) {
  const m = useMessages();
  const navId = `header-nav-${useId().replace(/:/g, '')}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const entries = useMemo(
    () =>
      headerEntries(classes, customNav, {
        freeDubbing: m.freeDubbing,
        aiImage: m.aiImage,
        aiText: m.aiText,
      }),
    [classes, customNav, m],
  );
  const linkProps = { renderLink, onNavigate };
  const closeMenu = () => setMenuOpen(false);

  const renderDropdownItem = (entry: DropdownEntry, close: () => void) => (
    <li key={entry.key}>
      {entry.external ? (
        <S.DropdownExternal
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={close}
        >
          {entry.label}
          <VisuallyHidden>{m.opensInNewTab}</VisuallyHidden>
          <ExternalLinkIcon />
        </S.DropdownExternal>
      ) : (
        <S.DropdownLink
          {...linkProps}
          href={entry.href}
          current={isCurrentPath(entry.href, activePath)}
          onClick={() => {
            close();
            closeMenu();
          }}
        >
          {entry.label}
        </S.DropdownLink>
      )}
    </li>
  );

  return (
    <S.Header className={className}>
      <S.MenuToggle>
        <IconButton
          ref={toggleRef}
          label={m.openMenu}
          icon={menuOpen ? <CloseIcon /> : <MenuIcon />}
          size="lg"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen((open) => !open)}
        />
      </S.MenuToggle>
      {brand && <S.Brand>{brand}</S.Brand>}
      <S.Nav
        id={navId}
        aria-label={m.mainNavigation}
        $open={menuOpen}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
            closeMenu();
            toggleRef.current?.focus();
          }
        }}
      >
        <ul>
          <li>
            <S.TopLink
              {...linkProps}
              href={homeHref}
              current={isCurrentPath(homeHref, activePath)}
              onClick={closeMenu}
            >
              {m.home}
            </S.TopLink>
          </li>
          {entries.map((entry) => (
            <li key={entry.key}>
              {entry.href ? (
                <S.TopLink
                  {...linkProps}
                  href={entry.href}
                  current={isCurrentPath(entry.href, activePath)}
                  // Documents below a section keep the section highlighted (but not "current").
                  $active={isWithinPath(entry.href, activePath)}
                  onClick={closeMenu}
                >
                  {entry.label}
                </S.TopLink>
              ) : (
                <Popover
                  label={entry.label}
                  placement="bottom-start"
                  offset={4}
                  trigger={
                    <S.TopButton
                      type="button"
                      $active={entry.entries?.some((child) => isWithinPath(child.href, activePath))}
                    >
                      {entry.label}
                      <ChevronDownIcon />
                    </S.TopButton>
                  }
                >
                  {(close) => (
                    <S.DropdownList>
                      {entry.entries?.map((child) => renderDropdownItem(child, close))}
                    </S.DropdownList>
                  )}
                </Popover>
              )}
            </li>
          ))}
        </ul>
      </S.Nav>
      <S.Tools>
        <Popover
          label={m.search}
          placement="bottom-end"
          trigger={<IconButton label={m.search} icon={<SearchIcon />} size="lg" />}
        >
          {(close) => (
            <S.SearchPanel>
              <SearchBox
                onSearch={(text) => {
                  close();
                  onSearch(text);
                }}
                onSearchBlank={onSearchBlank}
              />
            </S.SearchPanel>
          )}
        </Popover>
        <UserArea
          variant="avatar"
          user={user}
          onLogin={onLogin}
          registerHref={registerHref}
          onAccountInfo={onAccountInfo}
          onChangePassword={onChangePassword}
          onLogout={onLogout}
          {...linkProps}
        />
      </S.Tools>
    </S.Header>
  );
}
