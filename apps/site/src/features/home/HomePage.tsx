import { lazy, startTransition, Suspense, useEffect, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { Link, SkeletonBlock } from '@dongman/ui/shell';
import type { UpdateNotice } from '@dongman/api-client';
import { useSession } from '@dongman/state';
import { useApi } from '../../app/ApiContext';
import { useFirstRead } from '../../app/firstReads';
import { HOME_IMAGE_LIMIT } from './bannerLimit';
import { PageStack } from '../../components/Layout';
import { useApiData, listResult } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { loadCopy, useSiteMessages } from '../../i18n';
import { COMMON_DOCUMENT_IDS, paths, toHref } from '../../navigation/paths';
import {
  readSeenVersion,
  rememberSeenVersion,
  shouldShowUpdateNotice,
} from '../notices/updateNotice';
import { useCatalog } from '../../shell/CatalogContext';
import { whenLoaded } from '../../lib/whenIdle';
import { BannerCarousel } from './BannerCarousel';
import { useFlowDialogOpen } from '../auth/flows/FlowsContext';

// The lists below the welcome and the update notice come in their own chunks (with their copy),
// loaded while their data is fetched. The banners are the largest paint of the page: they are in
// the first bundle (copy in the core part), so they show as soon as their list arrives.
const withCopy = <T,>(load: () => Promise<T>) =>
  Promise.all([load(), loadCopy('pages')]).then(([module]) => module);
const UpdateNoticeModal = lazy(() => withCopy(() => import('../notices/UpdateNoticeModal')));
const HomeSections = lazy(() => withCopy(() => import('./sections/HomeSections')));

// Same shape as the banner (BannerCarousel's Slide), so nothing moves when it arrives.
const BannerPlaceholder = styled(SkeletonBlock)`
  height: auto;
  aspect-ratio: 3;
  ${({ theme }) => theme.media.mobile} {
    aspect-ratio: 16/9;
  }
`;

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xxl}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  color: ${({ theme }) => theme.colors.onGradient};
  background: ${({ theme }) => `${theme.gradients.heroGlow}, ${theme.gradients.hero}`};
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => `${theme.space.xl}px ${theme.space.lg}px`};
  }
`;

const HeroTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.sm}px;
  font-size: 26px;
  line-height: 1.3;
  ${({ theme }) => theme.media.mobile} {
    font-size: 20px;
  }
`;

const HeroText = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xl}px;
  max-width: 36em;
  color: ${({ theme }) => theme.colors.onGradientMuted};
  line-height: 1.7;
`;

const HeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
`;

const HeroLink = styled(Link)<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xl}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  color: ${({ $primary, theme }) => ($primary ? theme.colors.primary : theme.colors.onGradient)};
  background: ${({ $primary, theme }) => ($primary ? theme.colors.surface : theme.colors.glass)};
  border: 1px solid
    ${({ $primary, theme }) => ($primary ? theme.colors.surface : theme.colors.glassBorder)};
  &:hover {
    background: ${({ $primary, theme }) =>
      $primary ? theme.colors.primarySoft : theme.colors.glassHover};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.onGradient};
    outline-offset: 2px;
  }
`;

const HeroLinkSpace = styled.span`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.xl}px;
  border: 1px solid transparent;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  visibility: hidden;
`;

/** The update notice, shown once per version the reader has not seen (dismissing remembers it). */
function useUpdateNotice(): [UpdateNotice | null, () => void] {
  const api = useApi();
  // Asked for once the page has loaded: the notice (its dialog, rich text and sanitiser) must
  // not hold up the banners and the welcome on a phone.
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenLoaded(() => setWanted(true)), []);
  const { state } = useApiData(wanted ? 'update-notice' : null, (signal) =>
    api.getUpdateNotice({ signal }),
  );
  const answered = state.status === 'ready' ? state.data : null;
  // Compared with the version seen when the answer came, not on every render.
  const unseen = useMemo(
    () => (shouldShowUpdateNotice(answered, readSeenVersion()) ? answered : null),
    [answered],
  );
  const [dismissed, setDismissed] = useState(false);
  const dismiss = () => {
    if (unseen) rememberSeenVersion(unseen.version);
    setDismissed(true);
  };
  return [dismissed ? null : unseen, dismiss];
}

/** home: banners, a welcome, the newest materials, the sections, and the update notice once. */
export function HomePage() {
  const api = useApi();
  const sm = useSiteMessages();
  const { isMember, userInfo } = useSession();
  const catalog = useCatalog();
  usePageTitle(sm.pageHome);
  // The largest paint of home: its answer is usually among the first page's reads.
  const { state: images } = useApiData(
    'home-images',
    (signal) => listResult(api.listHomeImages({ limit: HOME_IMAGE_LIMIT }, { signal })),
    { answer: useFirstRead('homeImages') },
  );
  const [notice, dismissNotice] = useUpdateNotice();
  const flowDialogOpen = useFlowDialogOpen();
  const [listsWanted, setListsWanted] = useState(false);
  // A transition: the lists' code and skeletons render in slices, never as one long task.
  useEffect(() => whenLoaded(() => startTransition(() => setListsWanted(true))), []);
  const firstClass = catalog.tree[0];
  const name = userInfo.usersInfo.usersName || userInfo.usersInfo.name;

  return (
    <PageStack>
      {images.status === 'loading' ? (
        <BannerPlaceholder />
      ) : (
        images.status === 'ready' &&
        images.data.length > 0 && <BannerCarousel images={images.data} />
      )}
      <Hero aria-labelledby="home-welcome">
        <HeroTitle id="home-welcome">
          {isMember && name ? sm.t('homeWelcomeMember', { name }) : sm.homeWelcomeGuest}
        </HeroTitle>
        <HeroText>{sm.homeIntro}</HeroText>
        <HeroActions>
          {firstClass ? (
            <HeroLink $primary href={toHref(paths.section(firstClass.id))}>
              {sm.homeBrowse}
            </HeroLink>
          ) : (
            // Its place is kept while the classes load, so the link beside it does not move.
            catalog.status === 'loading' && (
              <HeroLinkSpace aria-hidden="true">{sm.homeBrowse}</HeroLinkSpace>
            )
          )}
          <HeroLink href={toHref(paths.commonDocument(COMMON_DOCUMENT_IDS.mustRead))}>
            {sm.homeMustRead}
          </HeroLink>
        </HeroActions>
      </Hero>
      {/* Below the banner and the welcome: asked for once the page has loaded. */}
      <Suspense fallback={<SkeletonBlock $height={320} />}>
        {listsWanted ? <HomeSections /> : <SkeletonBlock $height={320} />}
      </Suspense>
      {/* Never over the login dialog (or another site-wide one): it waits until that closes. */}
      {notice && !flowDialogOpen && (
        <Suspense fallback={null}>
          <UpdateNoticeModal notice={notice} onClose={dismissNotice} />
        </Suspense>
      )}
    </PageStack>
  );
}
