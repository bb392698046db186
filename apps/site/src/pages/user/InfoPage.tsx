import { useParams } from 'react-router-dom';
import { EmptyState } from '../../components/EmptyState';
import { Breadcrumbs, PageHeader, PageStack, Panel } from '../../components/Page';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { paths, toHref } from '../../lib/paths';
import { AccountSection } from './info/AccountSection';
import { ConsumeRecordsSection } from './info/ConsumeRecordsSection';
import { LogSection } from './info/LogSection';
import { MemberSummary } from './info/MemberSummary';
import { MemberTabs } from './info/MemberTabs';
import { PluginSection } from './info/PluginSection';
import { RechargeRecordsSection } from './info/RechargeRecordsSection';
import { RechargeSection } from './info/RechargeSection';
import { ReportSection } from './info/ReportSection';
import { UpgradeSection } from './info/UpgradeSection';
import { ACTION_LABELS, resolveAction, type MemberAction } from './info/actions';
import { ButtonLink } from './shared/styles';

const SECTIONS: Record<MemberAction, () => React.ReactNode> = {
  account: () => <AccountSection />,
  recharge: () => <RechargeSection />,
  rechargeRecords: () => <RechargeRecordsSection />,
  consumeRecords: () => <ConsumeRecordsSection />,
  upgrade: () => <UpgradeSection />,
  plugin: () => <PluginSection />,
  report: () => <ReportSection />,
  log: () => <LogSection />,
};

/** Member center: user/info and user/info/{action} — a summary card, section tabs, the section. */
export default function InfoPage() {
  const sm = useSiteMessages();
  const { action: param } = useParams();
  const action = resolveAction(param);
  const sectionLabel = action ? sm[ACTION_LABELS[action]] : sm.memberSectionNotFound;
  usePageTitle(sectionLabel, sm.pageMemberCenter);

  return (
    <PageStack>
      <Breadcrumbs
        items={[
          { label: sm.pageHome, href: toHref(paths.home()) },
          { label: sm.pageMemberCenter, href: toHref(paths.memberCenter()) },
          { label: sectionLabel },
        ]}
      />
      <PageHeader title={sm.pageMemberCenter} />
      <MemberSummary />
      <Panel style={{ paddingTop: 0 }}>
        <MemberTabs current={action} />
        <div style={{ paddingTop: 24 }}>
          {action ? (
            SECTIONS[action]()
          ) : (
            <EmptyState tone="error" title={sm.memberSectionNotFound}>
              <ButtonLink href={toHref(paths.memberCenter())} $variant="primary">
                {sm.memberBackToCenter}
              </ButtonLink>
            </EmptyState>
          )}
        </div>
      </Panel>
    </PageStack>
  );
}
