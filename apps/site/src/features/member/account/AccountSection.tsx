import { Button, KeyIcon } from '@dongman/ui';
import type { UserStatus } from '@dongman/api-client';
import { useFlows } from '../../auth/flows/FlowsContext';
import { useSiteMessages, type SiteMessageKey } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { formatYuan } from '../../../lib/money';
import { toHref } from '../../../navigation/paths';
import { EntitlementList } from '../shared/EntitlementList';
import { useMember } from '../shared/useMember';
import {
  Amount,
  ButtonLink,
  DescriptionItem,
  DescriptionList,
  Row,
  SectionHead,
  Stack,
  SubTitle,
  Tag,
} from '../shared/styles';
import type { Tone } from '../shared/styles';
import { actionPath } from '../actions';
import { DubbingExpiryTag } from '../shared/DubbingExpiryTag';

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
          <DescriptionItem term={sm.accountName}>{user.name}</DescriptionItem>
          <DescriptionItem term={sm.accountDisplayName}>{user.usersName || none}</DescriptionItem>
          <DescriptionItem term={sm.accountPhone}>{user.phone || none}</DescriptionItem>
          <DescriptionItem term={sm.accountStatus}>
            {status ? <Tag $tone={status.tone}>{sm[status.key]}</Tag> : none}
          </DescriptionItem>
          <DescriptionItem term={sm.memberBalance}>
            <Row $gap="md">
              <Amount $size="lg" data-testid="account-balance">
                {formatYuan(user.money ?? 0)}
              </Amount>
              <ButtonLink href={toHref(actionPath('recharge'))} $variant="primary">
                {sm.memberRechargeNow}
              </ButtonLink>
            </Row>
          </DescriptionItem>
          <DescriptionItem term={sm.memberLevel}>
            <Row $gap="md">
              <Tag $tone="primary">{user.levelName || level.name}</Tag>
              <ButtonLink href={toHref(actionPath('upgrade'))}>{sm.memberUpgradeNow}</ButtonLink>
            </Row>
          </DescriptionItem>
          <DescriptionItem term={sm.memberDubbing}>
            <DubbingExpiryTag expiry={expiry} />
          </DescriptionItem>
          <DescriptionItem term={sm.accountCreateTime}>
            {formatDateTime(user.createTime) || none}
          </DescriptionItem>
          <DescriptionItem term={sm.accountLastLoginIp}>{user.lastLoginIp || none}</DescriptionItem>
          <DescriptionItem term={sm.accountLastLoginTime}>
            {formatDateTime(user.lastLoginTime, true) || none}
          </DescriptionItem>
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
