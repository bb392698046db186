import { useState } from 'react';
import { Tabs } from '@dongman/ui';
import { PageTitle } from '../../layout/ConsoleLayout.styles';
import BannersTab from './BannersTab';
import CommonDocsTab from './CommonDocsTab';
import { useSiteT } from './copy';
import NavMenuTab from './NavMenuTab';
import UpdateNoticeTab from './UpdateNoticeTab';
import VoicesTab from './VoicesTab';

/** What the member site shows besides materials: update notice, banners, menus, voices, pages. */
export default function SiteContentPage() {
  const s = useSiteT();
  const [tab, setTab] = useState('banners');
  return (
    <>
      <PageTitle>{s('menuSiteContent')}</PageTitle>
      <Tabs
        label={s('tabsLabel')}
        selected={tab}
        onSelect={setTab}
        items={[
          { key: 'banners', label: s('tabBanners'), content: <BannersTab /> },
          { key: 'updateNotice', label: s('tabUpdateNotice'), content: <UpdateNoticeTab /> },
          { key: 'navMenu', label: s('tabNavMenu'), content: <NavMenuTab /> },
          { key: 'voices', label: s('tabVoices'), content: <VoicesTab /> },
          { key: 'commonDocs', label: s('tabCommonDocs'), content: <CommonDocsTab /> },
        ]}
      />
    </>
  );
}
