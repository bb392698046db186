import { styled } from 'styled-components';
import { CheckCircleIcon, CloseIcon, visuallyHidden } from '@dongman/ui';
import type { EntitlementKey, UsersLevelInfo } from '@dongman/api-client';
import { ENTITLEMENT_KEYS } from '@dongman/api-client/contract';
import { useSiteMessages } from '../../../i18n';
import { entitlementMessageKey } from '../../../lib/entitlement';

export { ENTITLEMENT_KEYS };

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 26px;
  padding: 0 ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1px solid ${({ theme, $on }) => ($on ? `${theme.colors.success}33` : theme.colors.border)};
  background: ${({ theme, $on }) => ($on ? theme.colors.successSoft : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.success : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  ${({ $on }) => !$on && 'text-decoration: line-through; text-decoration-thickness: 1px;'}
  svg {
    font-size: 14px;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

type Rights =
  Partial<Pick<UsersLevelInfo, EntitlementKey>> | Record<EntitlementKey, boolean | null>;

/** The six level rights as badges: granted ones ticked, the rest crossed out (and said so). */
export function EntitlementList({ level, label }: { level: Rights; label: string }) {
  const sm = useSiteMessages();
  return (
    <List aria-label={label}>
      {ENTITLEMENT_KEYS.map((key) => {
        const on = level[key] === true;
        return (
          <Item key={key} $on={on}>
            {on ? <CheckCircleIcon aria-hidden="true" /> : <CloseIcon aria-hidden="true" />}
            {sm[entitlementMessageKey(key)]}
            <Hidden>{on ? sm.entitlementGranted : sm.entitlementMissing}</Hidden>
          </Item>
        );
      })}
    </List>
  );
}
