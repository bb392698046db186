import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyState } from '../../components/EmptyState';
import { Breadcrumbs, PageHeader, Panel } from '../../components/Page';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { paths, toHref } from '../../lib/paths';
import { AccountSection } from './info/AccountSection';
import { ConsumeRecordsSection } from './info/ConsumeRecordsSection';
import { DevicesSection } from './info/DevicesSection';
import { DownloadsSection } from './info/DownloadsSection';
import { FavouritesSection } from './info/FavouritesSection';
import { LogSection } from './info/LogSection';
import { MemberSummary } from './info/MemberSummary';
import { MemberTabs } from './info/MemberTabs';
import { PluginSection } from './info/PluginSection';
import { ProfileSection } from './info/ProfileSection';
import { RechargeRecordsSection } from './info/RechargeRecordsSection';
import { RechargeSection } from './info/recharge';
import { ReportSection } from './info/ReportSection';
import { UpgradeSection } from './info/UpgradeSection';
import { ACTION_LABELS, resolveAction, type MemberAction } from './info/actions';
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
