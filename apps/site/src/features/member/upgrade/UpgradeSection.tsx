import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ConfirmDialog, message, AsyncContent, EmptyState, Skeleton } from '@dongman/ui';
import type { UsersLevelInfo } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { listResult, useApiData } from '@dongman/state';
import { useSiteMessages } from '../../../i18n';
import { formatDay } from '../../../lib/formatDay';
import { formatYuan } from '../../../lib/money';
import { toHref } from '../../../navigation/paths';
import { useMember } from '../shared/useMember';
import { Callout, SectionHead, Stack, TextLink } from '../shared/styles';
import { actionPath } from '../actions';
import { LevelCard } from './LevelCard';
import { isRenewal, termEndAfter, type HeldLevel } from './levelTerm';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(250px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;
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
  const { state: levels, reload: retry } = useApiData('levels', (signal) =>
    listResult(api.listLevels({ signal })),
  );
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
  const held: HeldLevel = {
    levelId: user.levelId,
    lapsedLevel: user.lapsedLevel ?? null,
    levelExpireTime: user.levelExpireTime ?? null,
  };
  const renewing = target !== undefined && isRenewal(target, held);
  const end = target && termEndAfter(target, held);

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
    const { levelExpireTime } = result.data.usersInfo;
    const name = result.data.usersLevelInfo.name;
    message.success(
      renewing && levelExpireTime
        ? sm.t('upgradeRenewSuccess', { name, date: formatDay(levelExpireTime) })
        : sm.t('upgradeSuccess', { name }),
    );
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
            {list.map((level, index) => (
              <LevelCard
                key={level.id}
                level={level}
                held={held}
                below={currentIndex >= 0 && index < currentIndex}
                balance={balance}
                onBuy={setTarget}
              />
            ))}
          </Grid>
        )}
      </Stack>
      <ConfirmDialog
        open={target !== undefined}
        title={renewing ? sm.upgradeRenewConfirmTitle : sm.upgradeConfirmTitle}
        text={
          target
            ? sm.t(
                renewing
                  ? 'upgradeRenewConfirmText'
                  : end
                    ? 'upgradeConfirmTermText'
                    : 'upgradeConfirmText',
                {
                  name: target.name,
                  price: formatYuan(target.price),
                  balance: formatYuan(balance),
                  date: end ? formatDay(end.toISOString()) : '',
                },
              )
            : ''
        }
        confirmLabel={renewing ? sm.upgradeRenewConfirm : sm.upgradeConfirm}
        loading={upgrading}
        onConfirm={upgrade}
        onCancel={() => setTarget(undefined)}
        data-testid="upgrade-confirm"
      />
    </section>
  );
}
