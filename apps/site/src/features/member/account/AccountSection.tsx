import { Button, KeyIcon } from '@dongman/ui';
import type { UserStatus } from '@dongman/api-client';
import { useFlows } from '../../auth/flows/FlowsContext';
import { useSiteMessages, type SiteMessageKey } from '../../../i18n';
import { formatDateTime, isExpired } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { toHref } from '../../../navigation/paths';
import { EntitlementList } from '../shared/EntitlementList';
import { useMember } from '../shared/useMember';
import {
  Amount,
  ButtonLink,
  DescriptionList,
  Row,
  SectionHead,
  Stack,
  SubTitle,
  Tag,
} from '../shared/styles';
import type { Tone } from '../shared/styles';
import { actionPath } from '../actions';

const STATUS: Record<UserStatus, { key: SiteMessageKey; tone: Tone }> = {
  active: { key: 'statusActive', tone: 'success' },
  pending: { key: 'statusPending', tone: 'warning' },
  locked: { key: 'statusLocked', tone: 'danger' },
};

/** Account info: the user info record in readable form, with the level's rights as badges. */
export function AccountSection() {
  const sm = useSiteMessages();
  const flows = useFlows();
  const { user, level } = useMember();
  const status = user.status ? STATUS[user.status] : undefined;
  const expiry = user.dubbingExpireTime;
  const none = sm.valueNone;

  return (
    <section aria-labelledby="account-title">
      <SectionHead
        id="account-title"
        title={sm.memberTabAccount}
        description={sm.accountIntro}
        actions={
          <Button icon={<KeyIcon />} onClick={flows.openChangePassword}>
            {sm.accountChangePassword}
          </Button>
        }
      />
      <Stack $gap="xl">
        <DescriptionList>
          <div>
            <dt>{sm.accountName}</dt>
            <dd>{user.name}</dd>
          </div>
          <div>
            <dt>{sm.accountDisplayName}</dt>
            <dd>{user.usersName || none}</dd>
          </div>
          <div>
            <dt>{sm.accountPhone}</dt>
            <dd>{user.phone || none}</dd>
          </div>
          <div>
            <dt>{sm.accountStatus}</dt>
            <dd>{status ? <Tag $tone={status.tone}>{sm[status.key]}</Tag> : none}</dd>
          </div>
          <div>
            <dt>{sm.memberBalance}</dt>
            <dd>
              <Row $gap="md">
                <Amount $size="lg" data-testid="account-balance">
                  {formatYuan(user.money ?? 0)}
                </Amount>
                <ButtonLink href={toHref(actionPath('recharge'))} $variant="primary">
                  {sm.memberRechargeNow}
                </ButtonLink>
              </Row>
            </dd>
          </div>
          <div>
            <dt>{sm.memberLevel}</dt>
            <dd>
              <Row $gap="md">
                <Tag $tone="primary">{user.levelName || level.name}</Tag>
                <ButtonLink href={toHref(actionPath('upgrade'))}>{sm.memberUpgradeNow}</ButtonLink>
              </Row>
            </dd>
          </div>
          <div>
            <dt>{sm.memberDubbing}</dt>
            <dd>
              {!expiry ? (
                <Tag>{sm.dubbingNotActivated}</Tag>
              ) : isExpired(expiry) ? (
                <Tag $tone="danger">
                  {sm.t('dubbingExpiredOn', { date: formatDateTime(expiry) })}
                </Tag>
              ) : (
                <Tag $tone="success">
                  {sm.t('dubbingValidUntil', { date: formatDateTime(expiry) })}
                </Tag>
              )}
            </dd>
          </div>
          <div>
            <dt>{sm.accountCreateTime}</dt>
            <dd>{formatDateTime(user.createTime) || none}</dd>
          </div>
          <div>
            <dt>{sm.accountLastLoginIp}</dt>
            <dd>{user.lastLoginIp || none}</dd>
          </div>
          <div>
            <dt>{sm.accountLastLoginTime}</dt>
            <dd>{formatDateTime(user.lastLoginTime, true) || none}</dd>
          </div>
        </DescriptionList>
        <Stack $gap="sm">
          <SubTitle>
            {sm.t('accountEntitlements', { level: level.name ?? user.levelName ?? '' })}
          </SubTitle>
          <EntitlementList level={level} label={sm.accountEntitlementsLabel} />
        </Stack>
      </Stack>
    </section>
  );
}
