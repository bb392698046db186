import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Button, ConfirmDialog, message, AsyncContent, EmptyState, Skeleton } from '@dongman/ui';
import type { UsersLevelInfo } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { listResult, useApiData } from '../../../hooks/useApiData';
import { useSiteMessages } from '../../../i18n';
import { canAfford, formatYuan } from '../../../lib/money';
import { toHref } from '../../../navigation/paths';
import { EntitlementList } from '../shared/EntitlementList';
import { useMember } from '../shared/useMember';
import { Callout, Muted, SectionHead, Stack, Tag, TextLink } from '../shared/styles';
import { actionPath } from '../actions';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LevelCard = styled.li<{ $current: boolean }>`
  position: relative;
  display: grid;
  grid-template-rows: auto auto 1fr auto;
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

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  align-content: end;
`;

/**
 * Level upgrade: every level with its rights and price, the current one marked. An upgrade is
 * confirmed first, spends the balance on the server, and the session follows its answer; a refusal
 * (e.g. the balance is short) stays on screen with the server's words.
 */
export function UpgradeSection() {
  const sm = useSiteMessages();
  const api = useApi();
  const { user, setUserInfo, refresh } = useMember();
  const [levels, retry] = useApiData('levels', (signal) => listResult(api.listLevels({ signal })));
  const [target, setTarget] = useState<UsersLevelInfo>();
  const [upgrading, setUpgrading] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // The refusal sits above the cards; bring it into view (the member may have scrolled down).
  const refusalRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [refusal]);

  if (levels.status !== 'ready') {
    return (
      <AsyncContent state={levels} loading={<Skeleton lines={5} />} onRetry={retry}>
        {() => null}
      </AsyncContent>
    );
  }
  const list = levels.data;
  const balance = user.money ?? 0;
  const currentIndex = list.findIndex((level) => level.id === user.levelId);

  const upgrade = async () => {
    if (!target || upgrading) return;
    setUpgrading(true);
    setRefusal(undefined); // a repeated refusal is shown (and announced) afresh
    const result = await api.upgradeLevel(target.id);
    setUpgrading(false);
    setTarget(undefined);
    if (!result) return; // no answer: the network toast said so
    if (!result.ok) {
      setRefusal(result.message);
      return;
    }
    setRefusal(undefined);
    setUserInfo(result.data);
    message.success(sm.t('upgradeSuccess', { name: result.data.usersLevelInfo.name }));
    void refresh();
  };

  return (
    <section aria-labelledby="upgrade-title">
      <SectionHead
        id="upgrade-title"
        title={sm.memberTabUpgrade}
        description={sm.t('upgradeIntro', { balance: formatYuan(balance) })}
      />
      <Stack $gap="lg">
        {refusal && (
          <div ref={refusalRef}>
            <Callout tone="danger" live data-testid="upgrade-refusal">
              <strong>{sm.upgradeRefusedTitle}</strong>
              <span>{refusal}</span>
              <span>
                <TextLink href={toHref(actionPath('recharge'))}>{sm.memberRechargeNow}</TextLink>
              </span>
            </Callout>
          </div>
        )}
        {list.length === 0 ? (
          <EmptyState title={sm.upgradeNoLevels} />
        ) : (
          <Grid>
            {list.map((level, index) => {
              const current = level.id === user.levelId;
              const below = currentIndex >= 0 && index < currentIndex;
              const short = !canAfford(balance, level.price);
              return (
                <LevelCard
                  key={level.id}
                  $current={current}
                  aria-current={current ? 'true' : undefined}
                  data-testid={`level-${level.id}`}
                >
                  <LevelName>
                    {level.name}
                    {current && <Tag $tone="primary">{sm.upgradeCurrent}</Tag>}
                  </LevelName>
                  <Price>{level.price === 0 ? sm.upgradeFree : formatYuan(level.price)}</Price>
                  <EntitlementList
                    level={level}
                    label={sm.t('upgradeRightsOf', { name: level.name })}
                  />
                  <Footer>
                    {current ? (
                      <Button block disabled>
                        {sm.upgradeCurrent}
                      </Button>
                    ) : below ? (
                      <Button block disabled>
                        {sm.upgradeIncluded}
                      </Button>
                    ) : (
                      <>
                        <Button block variant="primary" onClick={() => setTarget(level)}>
                          {sm.t('upgradeTo', { name: level.name })}
                        </Button>
                        {short && (
                          <Muted>
                            {sm.t('upgradeShort', { amount: formatYuan(level.price - balance) })}{' '}
                            <TextLink href={toHref(actionPath('recharge'))}>
                              {sm.memberRechargeNow}
                            </TextLink>
                          </Muted>
                        )}
                      </>
                    )}
                  </Footer>
                </LevelCard>
              );
            })}
          </Grid>
        )}
      </Stack>
      <ConfirmDialog
        open={target !== undefined}
        title={sm.upgradeConfirmTitle}
        text={
          target
            ? sm.t('upgradeConfirmText', {
                name: target.name,
                price: formatYuan(target.price),
                balance: formatYuan(balance),
              })
            : ''
        }
        confirmLabel={sm.upgradeConfirm}
        loading={upgrading}
        onConfirm={upgrade}
        onCancel={() => setTarget(undefined)}
        data-testid="upgrade-confirm"
      />
    </section>
  );
}
