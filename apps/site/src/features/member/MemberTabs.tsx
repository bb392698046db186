import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { Link } from '@dongman/ui';
import { useSiteMessages } from '../../i18n';
import { toHref } from '../../navigation/paths';
import { ACTION_LABELS, MEMBER_ACTIONS, actionPath, type MemberAction } from './actions';

const Nav = styled.nav`
  position: relative;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs}px;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.xs}px;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;

const TabLink = styled(Link)`
  position: relative;
  display: inline-flex;
  align-items: center;
  height: 46px;
  padding: 0 ${({ theme }) => theme.space.lg}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  text-decoration: none;
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.md}px ${({ theme }) => theme.radii.md}px 0 0;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  &[aria-current='page']::after {
    content: '';
    position: absolute;
    left: ${({ theme }) => theme.space.lg}px;
    right: ${({ theme }) => theme.space.lg}px;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${({ theme }) => theme.colors.primary};
  }
  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space.md}px;
    &[aria-current='page']::after {
      left: ${({ theme }) => theme.space.md}px;
      right: ${({ theme }) => theme.space.md}px;
    }
  }
`;

/** The member center's sections as links; the current one has aria-current="page". */
export function MemberTabs({ current }: { current: MemberAction | undefined }) {
  const sm = useSiteMessages();
  const listRef = useRef<HTMLUListElement>(null);
  // On a phone the strip scrolls: bring the current tab into view (without moving the page).
  useEffect(() => {
    const list = listRef.current;
    const active = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !active) return;
    const offset = active.offsetLeft - (list.clientWidth - active.offsetWidth) / 2;
    list.scrollLeft = Math.max(0, offset);
  }, [current]);
  return (
    <Nav aria-label={sm.memberNav}>
      <List ref={listRef}>
        {MEMBER_ACTIONS.map((action) => (
          <li key={action}>
            <TabLink href={toHref(actionPath(action))} current={action === current}>
              {sm[ACTION_LABELS[action]]}
            </TabLink>
          </li>
        ))}
      </List>
    </Nav>
  );
}
