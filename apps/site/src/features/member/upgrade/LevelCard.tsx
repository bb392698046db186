import { styled } from 'styled-components';
import { Button } from '@dongman/ui';
import type { UsersLevelInfo } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';
import { formatDay } from '../../../lib/formatDay';
import { canAfford, formatYuan } from '../../../lib/money';
import { toHref } from '../../../navigation/paths';
import { EntitlementList } from '../shared/EntitlementList';
import { Muted, Tag, TextLink } from '../shared/styles';
import { actionPath } from '../actions';
import { isRenewal, type HeldLevel } from './levelTerm';

const Card = styled.li<{ $current: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto auto auto 1fr auto;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.xl}px;
  border: 1.5px solid
    ${({ theme, $current }) => ($current ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme, $current }) =>
    $current
      ? `linear-gradient(180deg, ${theme.colors.primarySoft} 0%, ${theme.colors.surface} 70%)`
      : theme.colors.surface};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg}px;
  }
`;

const LevelName = styled.h3`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Price = styled.p`
  margin: 0;
  font-size: 28px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-variant-numeric: tabular-nums;
  color: ${({ theme }) => theme.colors.text};
  small {
    margin-left: ${({ theme }) => theme.space.xs}px;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    font-weight: ${({ theme }) => theme.fontWeights.normal};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Facts = styled.ul`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  align-content: end;
`;

export interface LevelCardProps {
  level: UsersLevelInfo;
  held: HeldLevel;
  /** The level's place below the one whose rights the member has now (its rights are included). */
  below: boolean;
  balance: number;
  onBuy: (level: UsersLevelInfo) => void;
}

/** One level for sale: price per term, daily downloads, rights, and what buying it would do. */
export function LevelCard({ level, held, below, balance, onBuy }: LevelCardProps) {
  const sm = useSiteMessages();
  const current = level.id === held.levelId && !held.lapsedLevel;
  const lapsed = level.id === held.lapsedLevel?.id;
  const renewal = isRenewal(level, held);
  const term =
    level.termDays == null
      ? null
      : level.termDays === 365
        ? sm.upgradeTermYear
        : level.termDays === 30
          ? sm.upgradeTermMonth
          : sm.t('upgradeTermDays', { days: level.termDays });
  const short = !canAfford(balance, level.price);
  const until = held.levelExpireTime ? formatDay(held.levelExpireTime) : '';
  return (
    <Card
      $current={current}
      aria-current={current ? 'true' : undefined}
      data-testid={`level-${level.id}`}
    >
      <LevelName>
        {level.name}
        {current && <Tag $tone="primary">{sm.upgradeCurrent}</Tag>}
      </LevelName>
      <Price>
        {level.price === 0 ? sm.upgradeFree : formatYuan(level.price)}
        {level.price > 0 && term && <small>{term}</small>}
      </Price>
      <Facts>
        <li>
          {level.termDays == null
            ? sm.upgradePermanent
            : sm.t('upgradeTermLength', { days: level.termDays })}
        </li>
        {level.dailyDownloads != null && (
          <li>{sm.t('upgradeDailyDownloads', { count: level.dailyDownloads })}</li>
        )}
        {current && renewal && until && <li>{sm.t('upgradeValidUntil', { date: until })}</li>}
        {lapsed && until && <li>{sm.t('upgradeLapsedOn', { date: until })}</li>}
      </Facts>
      <EntitlementList level={level} label={sm.t('upgradeRightsOf', { name: level.name })} />
      <Footer>
        {renewal ? (
          <Button block variant="primary" onClick={() => onBuy(level)}>
            {sm.t('upgradeRenew', { name: level.name })}
          </Button>
        ) : current ? (
          <Button block disabled>
            {sm.upgradeCurrent}
          </Button>
        ) : below ? (
          <Button block disabled>
            {sm.upgradeIncluded}
          </Button>
        ) : (
          <Button block variant="primary" onClick={() => onBuy(level)}>
            {sm.t('upgradeTo', { name: level.name })}
          </Button>
        )}
        {(renewal || (!current && !below)) && short && (
          <Muted>
            {sm.t('upgradeShort', { amount: formatYuan(level.price - balance) })}{' '}
            <TextLink href={toHref(actionPath('recharge'))}>{sm.memberRechargeNow}</TextLink>
          </Muted>
        )}
      </Footer>
    </Card>
  );
}
