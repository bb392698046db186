import { AsyncContent, EmptyState, Pager, Skeleton } from '@dongman/ui';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Link } from '@dongman/ui/shell';
import type { DocumentSummaryPage, OneClass, OneClassChild } from '@dongman/api-client';
import { useApi } from '../../app/ApiContext';
import { useFirstRead } from '../../app/firstReads';
import { DocumentGrid } from './DocumentGrid';
import { Breadcrumbs, PageHeader, PageStack, Panel } from '../../components/Page';
import { useApiData } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { idParam, paths, toHref } from '../../navigation/paths';
import { useSiteNavigate } from '../../navigation/useSiteNavigate';
import { useCatalog } from '../../shell/CatalogContext';
import { SECTION_EAGER_COVERS, SECTION_PAGE_SIZE } from './sectionPageSize';
import { ListingControls } from './listing/ListingControls';
import { choiceKey, choiceParams, choiceQuery, readChoice } from './listing/listingChoice';

/** `path?query` (or `path` when the query is empty). */
const withQuery = (path: string, query: URLSearchParams) =>
  query.size ? `${path}?${query.toString()}` : path;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: ${({ theme }) => theme.space.lg}px 0 ${({ theme }) => theme.space.xl}px;
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xs + 1}px ${theme.space.lg}px`};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const Spacer = styled.div`
  height: ${({ theme }) => theme.space.xl}px;
`;

interface SectionData {
  oneClass: OneClass;
  child?: OneClassChild;
  children: OneClassChild[];
  documents: DocumentSummaryPage;
}

/**
 * A section (twoClass/{id}) or sub-section (twoClass/{id}/{idChildren}): its sub-section chips
 * and its documents, newest first, a page at a time (?page=2).
 */
export function SectionView({ classId, childId }: { classId?: number; childId?: number }) {
  const api = useApi();
  const sm = useSiteMessages();
  const catalog = useCatalog();
  const { go } = useSiteNavigate();
  const [params] = useSearchParams();
  const page = idParam(params.get('page') ?? undefined) ?? 1;
  const choice = readChoice(params);
  const chosen = choiceKey(choice);
  // The listing is usually among the first page's reads when a visit starts here.
  const first = useFirstRead('section');
  const firstAnswer =
    first && first.classId === classId && first.page === page && childId === undefined && !chosen
      ? first.answer
      : undefined;

  const { state, reload: retry } = useApiData<SectionData>(
    `section-${classId}-${childId}-${page}-${chosen}`,
    async (signal) => {
      const query = { page, size: SECTION_PAGE_SIZE, ...choiceQuery(choice) };
      if (classId === undefined) return { ok: false, code: 404, message: '', data: null };
      if (childId === undefined) {
        return api.getTwoClassSection(classId, query, { signal });
      }
      const result = await api.getTwoClassChildSection(childId, query, { signal });
      if (!result?.ok) return result;
      // Siblings for the chips come from the menu tree (the answer names only this sub-section).
      const siblings = catalog.tree.find((node) => node.id === result.data.oneClass.id)?.children;
      return {
        ...result,
        data: { ...result.data, children: siblings ?? [result.data.child] },
      };
    },
    { answer: firstAnswer },
  );

  const data = state.status === 'ready' ? state.data : undefined;
  usePageTitle(data?.child?.name, data?.oneClass.name ?? sm.pageMaterialCenter);

  if (!data) {
    // Same frame as the loaded page (a breadcrumb line, a panel reaching below the fold), so the
    // listing replaces the placeholder without moving anything on screen.
    return (
      <PageStack>
        <Breadcrumbs items={[{ label: sm.pageHome, href: toHref(paths.home()) }]} />
        <Panel style={state.status === 'loading' ? { minHeight: '100vh' } : undefined}>
          <AsyncContent
            state={state}
            loading={<Skeleton />}
            notFoundTitle={sm.sectionNotFound}
            onRetry={retry}
          >
            {() => null}
          </AsyncContent>
        </Panel>
      </PageStack>
    );
  }

  const { oneClass, child, children, documents } = data;
  const basePath = child ? paths.childSection(oneClass.id, child.id) : paths.section(oneClass.id);
  const crumbs = [
    { label: sm.pageHome, href: toHref(paths.home()) },
    { label: oneClass.name, href: toHref(paths.section(oneClass.id)) },
    ...(child ? [{ label: child.name }] : []),
  ];

  return (
    <PageStack>
      <Breadcrumbs items={crumbs} />
      <Panel aria-labelledby="section-title">
        <PageHeader
          title={<span id="section-title">{child?.name ?? oneClass.name}</span>}
          meta={sm.t('sectionCount', { count: documents.total })}
        />
        {children.length > 0 ? (
          <nav aria-label={sm.sectionChildren}>
            <Chips>
              <li>
                <Chip
                  href={toHref(withQuery(paths.section(oneClass.id), choiceParams(choice)))}
                  current={!child}
                >
                  {sm.sectionAll}
                </Chip>
              </li>
              {children.map((item) => (
                <li key={item.id}>
                  <Chip
                    href={toHref(
                      withQuery(paths.childSection(oneClass.id, item.id), choiceParams(choice)),
                    )}
                    current={item.id === child?.id}
                  >
                    {item.name}
                  </Chip>
                </li>
              ))}
            </Chips>
          </nav>
        ) : (
          <Spacer />
        )}
        <ListingControls
          choice={choice}
          onChange={(next) => go(withQuery(basePath, choiceParams(next)))}
        />
        {documents.list.length > 0 ? (
          <PageStack>
            <DocumentGrid
              documents={documents.list}
              headingLevel={2}
              eagerCovers={SECTION_EAGER_COVERS}
            />
            <Pager
              page={documents.page}
              size={documents.size}
              total={documents.total}
              onPage={(next) => {
                const query = choiceParams(choice);
                query.set('page', String(next));
                go(withQuery(basePath, query));
              }}
            />
          </PageStack>
        ) : (
          <EmptyState title={sm.sectionEmpty} />
        )}
      </Panel>
    </PageStack>
  );
}
