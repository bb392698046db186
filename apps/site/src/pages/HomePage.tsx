import { lazy, Suspense, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Link } from '@dongman/ui';
import type { DocumentSummary, UpdateNotice } from '@dongman/api-client';
import { useSession } from '@dongman/state';
import { useApi } from '../app/ApiContext';
import { DocumentGrid, type DocumentGridItem } from '../components/DocumentGrid';
import { EmptyState } from '../components/EmptyState';
import { PageStack, Panel } from '../components/Page';
import { SkeletonBlock } from '../components/Skeleton';
import { useApiData, listResult } from '../hooks/useApiData';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSiteMessages } from '../i18n';
import { COMMON_DOCUMENT_IDS, paths, toHref } from '../lib/paths';
import { readSeenVersion, rememberSeenVersion, shouldShowUpdateNotice } from '../lib/updateNotice';
import { useCatalog } from '../shell/CatalogContext';
import type { ClassNode } from '../lib/menuTree';
import { BannerCarousel } from './home/BannerCarousel';

const UpdateNoticeModal = lazy(() => import('./home/UpdateNoticeModal'));

const LATEST_COUNT = 12;
const PER_CLASS = 6;

const Hero = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${({ theme }) => `${theme.space.xxl}px ${theme.space.xxl}px`};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  color: #fff;
  background:
    radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.18), transparent 40%),
    linear-gradient(120deg, #312e81 0%, #4338ca 45%, #7c3aed 100%);
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
  color: rgba(255, 255, 255, 0.85);
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
  color: ${({ $primary, theme }) => ($primary ? theme.colors.primary : '#fff')};
  background: ${({ $primary }) => ($primary ? '#fff' : 'rgba(255, 255, 255, 0.14)')};
  border: 1px solid ${({ $primary }) => ($primary ? '#fff' : 'rgba(255, 255, 255, 0.5)')};
  &:hover {
    background: ${({ $primary }) => ($primary ? '#eef2ff' : 'rgba(255, 255, 255, 0.24)')};
  }
  &:focus-visible {
    outline: 3px solid #fff;
    outline-offset: 2px;
  }
`;

const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl}px;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm}px;
  }
  h2::before {
    content: '';
    width: 4px;
    height: 18px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

const ClassGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const ClassCard = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  height: 100%;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border}99;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: inherit;
  text-decoration: none;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
    line-height: 1.6;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

/** Newest documents across all sections: each section's first page, merged by date. */
export function mergeLatest(
  sections: { node: ClassNode; documents: DocumentSummary[] }[],
  count = LATEST_COUNT,
): DocumentGridItem[] {
  return sections
    .flatMap(({ node, documents }) =>
      documents.map((doc) => ({
        ...doc,
        sectionName:
          node.children.find((child) => child.id === doc.oneClassChildren)?.name ?? node.name,
      })),
    )
    .sort((a, b) => Date.parse(b.createTime) - Date.parse(a.createTime))
    .slice(0, count);
}

function LatestDocuments() {
  const api = useApi();
  const sm = useSiteMessages();
  const catalog = useCatalog();
  const ready = catalog.status === 'ready';
  const key = ready ? catalog.tree.map((node) => node.id).join(',') : 'waiting';
  const [state] = useApiData(`latest-${key}`, async (signal) => {
    if (!ready) return new Promise(() => undefined); // wait for the menu tree
    const sections = await Promise.all(
      catalog.tree.map(async (node) => {
        const result = await api.getTwoClassSection(
          node.id,
          { page: 1, size: PER_CLASS },
          { signal },
        );
        return { node, documents: result?.ok ? result.data.documents.list : [] };
      }),
    );
    return { ok: true, code: 200, message: '', data: mergeLatest(sections) };
  });

  return (
    <Panel aria-labelledby="home-latest">
      <SectionHead>
        <h2 id="home-latest">{sm.homeLatest}</h2>
      </SectionHead>
      {state.status === 'loading' ? (
        <SkeletonBlock $height={220} />
      ) : state.status === 'ready' && state.data.length > 0 ? (
        <DocumentGrid documents={state.data} />
      ) : (
        <EmptyState title={sm.homeLatestEmpty} />
      )}
    </Panel>
  );
}

function SectionsOverview() {
  const sm = useSiteMessages();
  const { tree } = useCatalog();
  if (tree.length === 0) return null;
  return (
    <Panel aria-labelledby="home-sections">
      <SectionHead>
        <h2 id="home-sections">{sm.homeSections}</h2>
      </SectionHead>
      <ClassGrid>
        {tree.map((node) => (
          <li key={node.id}>
            <ClassCard href={toHref(paths.section(node.id))}>
              <strong>{node.name}</strong>
              {node.children.length > 0 && (
                <span>{node.children.map((child) => child.name).join(' · ')}</span>
              )}
            </ClassCard>
          </li>
        ))}
      </ClassGrid>
    </Panel>
  );
}

function useUpdateNotice(): [UpdateNotice | null, () => void] {
  const api = useApi();
  const [notice, setNotice] = useState<UpdateNotice | null>(null);
  useEffect(() => {
    let live = true;
    void api.getUpdateNotice().then((result) => {
      if (live && result?.ok && shouldShowUpdateNotice(result.data, readSeenVersion())) {
        setNotice(result.data);
      }
    });
    return () => {
      live = false;
    };
  }, [api]);
  const dismiss = () => {
    if (notice) rememberSeenVersion(notice.version);
    setNotice(null);
  };
  return [notice, dismiss];
}

/** home: banners, a welcome, the newest materials, the sections, and the update notice once. */
export function HomePage() {
  const api = useApi();
  const sm = useSiteMessages();
  const { isMember, userInfo } = useSession();
  const { tree } = useCatalog();
  usePageTitle(sm.pageHome);
  const [images] = useApiData('home-images', () => listResult(api.listHomeImages({ limit: 8 })));
  const [notice, dismissNotice] = useUpdateNotice();
  const firstClass = tree[0];
  const name = userInfo.usersInfo.usersName || userInfo.usersInfo.name;

  return (
    <PageStack>
      {images.status === 'loading' ? (
        <SkeletonBlock $height={240} />
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
          {firstClass && (
            <HeroLink $primary href={toHref(paths.section(firstClass.id))}>
              {sm.homeBrowse}
            </HeroLink>
          )}
          <HeroLink href={toHref(paths.commonDocument(COMMON_DOCUMENT_IDS.mustRead))}>
            {sm.homeMustRead}
          </HeroLink>
        </HeroActions>
      </Hero>
      <LatestDocuments />
      <SectionsOverview />
      {notice && (
        <Suspense fallback={null}>
          <UpdateNoticeModal notice={notice} onClose={dismissNotice} />
        </Suspense>
      )}
    </PageStack>
  );
}
