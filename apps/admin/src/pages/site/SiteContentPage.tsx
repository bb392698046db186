import { TabbedPage } from '../../components/TabbedPage';
import BannersTab from './BannersTab';
import CommonDocsTab from './CommonDocsTab';
import { useSiteT } from './copy';
import NavMenuTab from './NavMenuTab';
import UpdateNoticeTab from './UpdateNoticeTab';
import VoicesTab from './VoicesTab';

/** What the member site shows besides materials: update notice, banners, menus, voices, pages. */
export default function SiteContentPage() {
  const s = useSiteT();
  return (
    <TabbedPage
      title={s('menuSiteContent')}
      label={s('tabsLabel')}
      tabs={[
        { key: 'banners', label: s('tabBanners'), content: <BannersTab /> },
        { key: 'updateNotice', label: s('tabUpdateNotice'), content: <UpdateNoticeTab /> },
        { key: 'navMenu', label: s('tabNavMenu'), content: <NavMenuTab /> },
        { key: 'voices', label: s('tabVoices'), content: <VoicesTab /> },
        { key: 'commonDocs', label: s('tabCommonDocs'), content: <CommonDocsTab /> },
      ]}
    />
  );
}
