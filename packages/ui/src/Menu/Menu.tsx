import { createContext, useContext, useId, useLayoutEffect, useRef, useState } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { ChevronDownIcon, ExternalLinkIcon } from '../icons';
import { Link } from '../utils/Link';
import type { OnNavigate, RenderLink } from '../UIProvider/context';
import { useMessages } from '../UIProvider/context';
import {
  GroupTitle,
  IconSlot,
  ItemLink,
  Label,
  Nav,
  SubMenuButton,
  VisuallyHidden,
} from './Menu.styles';

interface MenuContextValue {
  depth: number;
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
}
const MenuContext = createContext<MenuContextValue>({ depth: 0 });

export interface MenuProps {
  /** Accessible name of the navigation landmark (defaults to "main navigation"). */
  label?: string;
  /** Router integration for every item (falls back to the UIProvider's). */
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
  className?: string;
  children: ReactNode;
}

/** Vertical navigation menu: <nav> with a list of groups, items and collapsible submenus. */
export function Menu({ label, renderLink, onNavigate, className, children }: MenuProps) {
  const m = useMessages();
  return (
    <Nav aria-label={label ?? m.mainNavigation} className={className}>
      <MenuContext.Provider value={{ depth: 0, renderLink, onNavigate }}>
        <ul>{children}</ul>
      </MenuContext.Provider>
    </Nav>
  );
}

export interface MenuGroupProps {
  title: ReactNode;
  icon?: ReactNode;
  /** Indent the group's items one level under the title. */
  nested?: boolean;
  children: ReactNode;
}

/** A titled group of items (always expanded). */
export function MenuGroup({ title, icon, nested = false, children }: MenuGroupProps) {
  const headingId = useId();
  const parent = useContext(MenuContext);
  const list = <ul aria-labelledby={headingId}>{children}</ul>;
  return (
    <li>
      <GroupTitle id={headingId}>
        {icon && <IconSlot>{icon}</IconSlot>}
        {title}
      </GroupTitle>
      {nested ? (
        <MenuContext.Provider value={{ ...parent, depth: parent.depth + 1 }}>
          {list}
        </MenuContext.Provider>
      ) : (
        list
      )}
    </li>
  );
}

export interface MenuItemProps {
  /** Link target (hash route); without it the item is a button calling onClick. */
  href?: string;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The current page: styled and marked aria-current="page". */
  active?: boolean;
  /** An address outside the site: opens in a new tab (rel="noopener noreferrer"), bypassing the router. */
  external?: boolean;
  icon?: ReactNode;
  children: ReactNode;
}

export function MenuItem({
  href,
  onClick,
  active = false,
  external = false,
  icon,
  children,
}: MenuItemProps) {
  const { depth, renderLink, onNavigate } = useContext(MenuContext);
  const m = useMessages();
  const content = (
    <>
      {icon && <IconSlot>{icon}</IconSlot>}
      <Label>{children}</Label>
    </>
  );
  return (
    <li>
      <ItemLink $depth={depth}>
        {href !== undefined && external ? (
          <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick}>
            {content}
            <VisuallyHidden>{m.opensInNewTab}</VisuallyHidden>
            <ExternalLinkIcon className="external" />
          </a>
        ) : href !== undefined ? (
          <Link
            href={href}
            current={active}
            onClick={onClick}
            renderLink={renderLink}
            onNavigate={onNavigate}
          >
            {content}
          </Link>
        ) : (
          <button type="button" onClick={onClick}>
            {content}
          </button>
        )}
      </ItemLink>
    </li>
  );
}

export interface SubMenuProps {
  title: ReactNode;
  icon?: ReactNode;
  /** Initially expanded (uncontrolled). A submenu holding the active item opens by itself. */
  defaultOpen?: boolean;
  /** Controlled expanded state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/** A disclosure button that shows or hides a nested list. */
export function SubMenu({
  title,
  icon,
  defaultOpen = false,
  open,
  onOpenChange,
  children,
}: SubMenuProps) {
  const parent = useContext(MenuContext);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [openState, setOpenState] = useState(defaultOpen);
  const expanded = open ?? openState;
  const m = useMessages();

  // Reveal the current page: open when a descendant link is aria-current.
  useLayoutEffect(() => {
    if (open === undefined && listRef.current?.querySelector('[aria-current="page"]')) {
      setOpenState(true);
    }
  }, [open, children]);

  const toggle = () => {
    const next = !expanded;
    if (open === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  return (
    <li>
      <SubMenuButton
        type="button"
        $depth={parent.depth}
        aria-expanded={expanded}
        aria-controls={listId}
        title={expanded ? m.collapse : m.expand}
        onClick={toggle}
      >
        {icon && <IconSlot>{icon}</IconSlot>}
        <Label>{title}</Label>
        <ChevronDownIcon className="chevron" />
      </SubMenuButton>
      <MenuContext.Provider value={{ ...parent, depth: parent.depth + 1 }}>
        <ul id={listId} ref={listRef} hidden={!expanded}>
          {children}
        </ul>
      </MenuContext.Provider>
    </li>
  );
}
