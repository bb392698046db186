import { Suspense, lazy, useCallback, useRef, useState, type ReactNode } from 'react';
import {
  AppShell,
  FloatBar,
  Footer,
  SideMenu,
  TopBar,
  message,
  useMessages,
  type SideMenuLinks,
} from '@dongman/ui/shell';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import type { SearchResultItem } from '@dongman/api-client';
import { useApiData, useSession } from '@dongman/state';
import { useApi } from '../app/ApiContext';
import { useFirstRead } from '../app/firstReads';
import { siteConfig } from '../app/config';
import { useFlows } from '../features/auth/flows/FlowsContext';
import { COMMON_DOCUMENT_IDS, documentPath, paths, toHref } from '../navigation/paths';
import { useSiteNavigate } from '../navigation/useSiteNavigate';
import { LanguageSwitch } from './LanguageSwitch';
import { useNoticeBell } from './useNoticeBell';
import { Brand } from './Brand';
import { useCatalog } from './CatalogContext';
import { listOrFailure } from '../lib/listOrFailure';

const NoticeModal = lazy(() => import('../features/notices/NoticeDialog'));
const SearchResultsModal = lazy(() => import('../features/search/SearchDialog'));

const doc = (id: number) => toHref(paths.commonDocument(id));

/** Left-menu addresses: the class pages, and the common documents by their fixed ids (openapi.yaml). */
const MENU_LINKS: SideMenuLinks = {
  classHref: (classId) => toHref(paths.section(classId)),
  childClassHref: (classId, childId) => toHref(paths.childSection(classId, childId)),
  market: doc(COMMON_DOCUMENT_IDS.market),
  memberRegister: toHref(paths.register()),
  mustRead: doc(COMMON_DOCUMENT_IDS.mustRead),
  tutorial: doc(COMMON_DOCUMENT_IDS.tutorial),
  accountFiling: doc(COMMON_DOCUMENT_IDS.accountFiling),
  dubbing: toHref(paths.dubbing()),
  voiceClone: doc(COMMON_DOCUMENT_IDS.voiceClone),
  animationSoftware: doc(COMMON_DOCUMENT_IDS.animationSoftware),
  otherSoftware: doc(COMMON_DOCUMENT_IDS.otherSoftware),
  plugins: doc(COMMON_DOCUMENT_IDS.plugins),
};

// Keeps page content clear of the fixed shortcut bar on the right (desktop widths where the
// centred content column would otherwise run under it).
const PageArea = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.mobile + 1}px) and (max-width: 1640px) {
    padding-right: 72px;
  }
`;

/**
 * The page frame of spec section 2: left menu (class tree, fixed pages, dubbing and AI lists,
 * software center), top bar (search, notice bell, user menu), floating shortcut bar, footer.
 */
export function SiteShell({ children }: { children?: ReactNode }) {
  const api = useApi();
  const m = useMessages();
  const flows = useFlows();
  const { userInfo, isMember } = useSession();
  const { go } = useSiteNavigate();
  // The menu marks the page shown; ?page=2 of a section is still that section.
  const { pathname } = useLocation();
  const catalog = useCatalog();

  const firstNav = useFirstRead('navMenu');
  const firstNotices = useFirstRead('notices');
  // The first page's answer when it came; asked for otherwise. Null (no custom entries) until then.
  const customNav =
    useApiData('nav-menu', (signal) => api.getCustomNavMenu({ signal }), { answer: firstNav })
      .data ?? null;
  const [noticesOpen, setNoticesOpen] = useState(false);
  const [results, setResults] = useState<{ query: string; items: SearchResultItem[] }>({
    query: '',
    items: [],
  });
  const [resultsOpen, setResultsOpen] = useState(false);

  const memberId = isMember ? userInfo.usersInfo.id : null;
  const bell = useNoticeBell(api, memberId, firstNotices);
  const refreshBell = bell.refresh;
  const openNotices = useCallback(async () => {
    const list = await refreshBell();
    if (!list) return;
    if (list.length === 0) message.warning(m.noNotices);
    else setNoticesOpen(true);
  }, [m, refreshBell]);

  // The latest search wins when several are typed in quick succession.
  const searchRequest = useRef(0);
  const search = useCallback(
    async (text: string) => {
      const request = ++searchRequest.current;
      const list = await listOrFailure(api, 'search', () => api.search(text));
      if (request !== searchRequest.current || !list) return;
      if (list.length === 0) {
        message.warning(m.noResults);
        return;
      }
      setResults({ query: text, items: list });
      setResultsOpen(true);
    },
    [api, m],
  );

  // Mounted on first use and kept, so closing returns focus properly.
  const [noticesUsed, setNoticesUsed] = useState(false);
  const [resultsUsed, setResultsUsed] = useState(false);
  if (noticesOpen && !noticesUsed) setNoticesUsed(true);
  if (resultsOpen && !resultsUsed) setResultsUsed(true);

  const user = {
    id: userInfo.usersInfo.id,
    name: userInfo.usersInfo.usersName ?? userInfo.usersInfo.name,
    avatarUrl: userInfo.usersInfo.avatarUrl,
  };

  return (
    <>
      <AppShell
        sideMenu={
          <SideMenu
            brand={<Brand />}
            links={MENU_LINKS}
            classes={catalog.tree}
            customNav={customNav}
            onMemberLogin={isMember ? undefined : () => flows.openLogin()}
            activePath={pathname}
          />
        }
        topBar={
          <TopBar
            user={user}
            noticeCount={bell.unread}
            searchResetKey={pathname}
            actions={<LanguageSwitch />}
            onSearch={search}
            onSearchBlank={() => message.warning(m.searchEmpty)}
            onOpenNotices={openNotices}
            onLogin={() => flows.openLogin()}
            registerHref={toHref(paths.register())}
            onAccountInfo={() => go(paths.memberCenter())}
            onChangePassword={flows.openChangePassword}
            onLogout={flows.confirmLogout}
          />
        }
        floatBar={
          <FloatBar
            qrImageSrc={siteConfig.contactQrSrc}
            wechatId={siteConfig.contactWechat}
            homeHref={toHref(paths.home())}
            memberCenterHref={toHref(paths.memberCenter())}
          />
        }
        footer={
          <Footer filingNumber={siteConfig.filingNumber} filingHref={siteConfig.filingHref} />
        }
      >
        <PageArea>{children}</PageArea>
      </AppShell>
      <Suspense fallback={null}>
        {noticesUsed && (
          <NoticeModal
            open={noticesOpen}
            notices={bell.shown}
            onRead={bell.onRead}
            onMarkAllRead={bell.onMarkAllRead}
            onClose={() => setNoticesOpen(false)}
          />
        )}
        {resultsUsed && (
          <SearchResultsModal
            open={resultsOpen}
            items={results.items}
            query={results.query}
            allResultsHref={toHref(paths.search(results.query))}
            onClose={() => setResultsOpen(false)}
            resultHref={(item) => toHref(documentPath(item))}
            onPick={(item) => {
              setResultsOpen(false);
              go(documentPath(item));
            }}
          />
        )}
      </Suspense>
    </>
  );
}
