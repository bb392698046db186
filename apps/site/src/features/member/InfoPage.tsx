import { EmptyState } from '@dongman/ui';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Breadcrumbs, PageHeader, Panel } from '../../components/Page';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { paths, toHref } from '../../navigation/paths';
import { AccountSection } from './account/AccountSection';
import { ConsumeRecordsSection } from './records/ConsumeRecordsSection';
import { DevicesSection } from './account/DevicesSection';
import { DownloadsSection } from './account/DownloadsSection';
import { FavouritesSection } from './account/FavouritesSection';
import { LogSection } from './log/LogSection';
import { MemberSummary } from './MemberSummary';
import { MemberTabs } from './MemberTabs';
import { PluginSection } from './plugin/PluginSection';
import { ProfileSection } from './account/ProfileSection';
import { RechargeRecordsSection } from './records/RechargeRecordsSection';
import { RechargeSection } from './recharge';
import { ReportSection } from './reports/ReportSection';
import { UpgradeSection } from './upgrade/UpgradeSection';
import { ACTION_LABELS, resolveAction, type MemberAction } from './actions';
import { ButtonLink, MemberPage } from './shared/styles';

// The tab strip sits on the card's top edge; the section gets the card's usual padding below it.
const SectionPanel = styled(Panel)`
  padding-top: 0;
  ${({ theme }) => theme.media.mobile} {
    padding-top: 0;
  }
`;

const SectionBody = styled.div`
  padding-top: ${({ theme }) => theme.space.xl}px;
`;

const SECTIONS: Record<MemberAction, () => ReactNode> = {
  account: () => <AccountSection />,
  recharge: () => <RechargeSection />,
  rechargeRecords: () => <RechargeRecordsSection />,
  consumeRecords: () => <ConsumeRecordsSection />,
  upgrade: () => <UpgradeSection />,
  plugin: () => <PluginSection />,
  report: () => <ReportSection />,
  log: () => <LogSection />,
  downloads: () => <DownloadsSection />,
  favourites: () => <FavouritesSection />,
  profile: () => <ProfileSection />,
  devices: () => <DevicesSection />,
};

/** Member center: user/info and user/info/{action} — a summary card, section tabs, the section. */
export default function InfoPage() {
  const sm = useSiteMessages();
  const { action: param } = useParams();
  const action = resolveAction(param);
  const sectionLabel = action ? sm[ACTION_LABELS[action]] : sm.memberSectionNotFound;
  usePageTitle(sectionLabel, sm.pageMemberCenter);

  return (
    <MemberPage>
      <Breadcrumbs
        items={[
          { label: sm.pageHome, href: toHref(paths.home()) },
          { label: sm.pageMemberCenter, href: toHref(paths.memberCenter()) },
          { label: sectionLabel },
        ]}
      />
      <PageHeader title={sm.pageMemberCenter} />
      <MemberSummary />
      <SectionPanel>
        <MemberTabs current={action} />
        <SectionBody>
          {action ? (
            SECTIONS[action]()
          ) : (
            <EmptyState tone="error" title={sm.memberSectionNotFound}>
              <ButtonLink href={toHref(paths.memberCenter())} $variant="primary">
                {sm.memberBackToCenter}
              </ButtonLink>
            </EmptyState>
          )}
        </SectionBody>
      </SectionPanel>
    </MemberPage>
  );
}
