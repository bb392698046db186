import { styled } from 'styled-components';
import { Link } from '@dongman/ui';
import { useSiteMessages } from '../../i18n';
import { formatDay } from '../../lib/formatDay';
import { isExpired } from '../../lib/dateTime';
import { formatYuan } from '../../lib/money';
import { paths, toHref } from '../../navigation/paths';
import { useMember } from './shared/useMember';
import { actionPath } from './actions';

const Card = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  align-items: center;
  padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.xl}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => `${theme.gradients.memberGlow}, ${theme.gradients.member}`};
  color: ${({ theme }) => theme.colors.onGradient};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    padding: ${({ theme }) => theme.space.lg}px;
    gap: ${({ theme }) => theme.space.md}px;
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  min-width: 0;
  ${({ theme }) => theme.media.mobile} {
    grid-column: 1 / -1;
  }
`;

const Avatar = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.glass};
  border: 2px solid ${({ theme }) => theme.colors.glassBorder};
  font-size: 24px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Account = styled.p`
  margin: 2px 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  opacity: 0.85;
`;

const Stat = styled.div`
  display: grid;
  gap: 2px;
  min-width: 0;
  padding-left: ${({ theme }) => theme.space.lg}px;
  border-left: 1px solid ${({ theme }) => theme.colors.glassDivider};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.md}px;
    border-left: 0;
    border-radius: ${({ theme }) => theme.radii.md}px;
    background: ${({ theme }) => theme.colors.glass};
    &:last-child {
      grid-column: 1 / -1;
    }
  }
`;

const StatLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  opacity: 0.85;
`;

const StatValue = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  overflow-wrap: anywhere;
`;

const StatNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  opacity: 0.9;
`;

const StatLink = styled(Link)`
  justify-self: start;
  color: ${({ theme }) => theme.colors.onGradient};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-decoration: underline;
  text-underline-offset: 3px;
  text-decoration-color: ${({ theme }) => theme.colors.glassBorder};
  &:hover {
    text-decoration-color: ${({ theme }) => theme.colors.onGradient};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onGradient};
    outline-offset: 2px;
  }
`;

/** Who is logged in, their balance, level and dubbing service — kept in step with the session. */
export function MemberSummary() {
  const sm = useSiteMessages();
  const { user } = useMember();
  const display = user.usersName || user.name || '';
  const expiry = user.dubbingExpireTime;
  const dubbing = !expiry
    ? sm.dubbingNotActivated
    : isExpired(expiry)
      ? sm.t('dubbingExpiredOn', { date: formatDay(expiry) })
      : sm.t('dubbingValidUntil', { date: formatDay(expiry) });
  // A bought term: when it ends, or that it ended (rights are the free level's until renewed).
  const levelEnd = user.levelExpireTime;
  const term = user.lapsedLevel
    ? sm.t('memberLevelLapsed', { name: user.lapsedLevel.name, date: formatDay(levelEnd) })
    : levelEnd
      ? sm.t('memberLevelValidUntil', { date: formatDay(levelEnd) })
      : null;
  const renewable = Boolean(levelEnd);
  return (
    <Card aria-labelledby="member-summary-name" data-testid="member-summary">
      <Who>
        <Avatar aria-hidden="true">
          {user.avatarUrl ? (
            <img src={user.avatarUrl} alt="" data-testid="member-avatar" />
          ) : (
            (Array.from(display)[0] ?? '?')
          )}
        </Avatar>
        <div style={{ minWidth: 0 }}>
          <Name id="member-summary-name">{sm.t('memberGreeting', { name: display })}</Name>
          <Account>{sm.t('memberAccountLine', { name: user.name ?? '' })}</Account>
        </div>
      </Who>
      <Stat>
        <StatLabel>{sm.memberBalance}</StatLabel>
        <StatValue data-testid="member-balance">{formatYuan(user.money ?? 0)}</StatValue>
        <StatLink href={toHref(actionPath('recharge'))}>{sm.memberRechargeNow}</StatLink>
      </Stat>
      <Stat>
        <StatLabel>{sm.memberLevel}</StatLabel>
        <StatValue>{user.levelName}</StatValue>
        {term && <StatNote data-testid="member-level-term">{term}</StatNote>}
        <StatLink href={toHref(actionPath('upgrade'))}>
          {renewable ? sm.memberRenewNow : sm.memberUpgradeNow}
        </StatLink>
      </Stat>
      <Stat>
        <StatLabel>{sm.memberDubbing}</StatLabel>
        <StatValue style={{ fontSize: 15 }}>{dubbing}</StatValue>
        <StatLink href={toHref(paths.dubbing())}>{sm.memberGoDubbing}</StatLink>
      </Stat>
    </Card>
  );
}
