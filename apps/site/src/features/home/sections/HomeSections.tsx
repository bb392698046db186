import { AsyncContent, SkeletonBlock } from '@dongman/ui';
import { styled } from 'styled-components';
import { Link } from '@dongman/ui/shell';
import type { DocumentSummary } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { DocumentGrid, type DocumentGridItem } from '../../catalog/DocumentGrid';
import { Panel } from '../../../components/Page';
import { useApiData } from '@dongman/state';
import { useSiteMessages } from '../../../i18n';
import type { ClassNode } from '../../../lib/menuTree';
import { paths, toHref } from '../../../navigation/paths';
import { useCatalog } from '../../../shell/CatalogContext';

const LATEST_COUNT = 12;
const PER_CLASS = 6;

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
  // No key (nothing loads) until the menu tree is there.
  const key = ready ? `latest-${catalog.tree.map((node) => node.id).join(',')}` : null;
  const { state, reload: retry } = useApiData(
    key,
    async (signal) => {
      const results = await Promise.all(
        catalog.tree.map(async (node) => ({
          node,
          result: await api.getTwoClassSection(node.id, { page: 1, size: PER_CLASS }, { signal }),
        })),
      );
      // No section answered (API down, network): a failure, not "no materials yet".
      const answered = results.filter(({ result }) => result?.ok);
      if (results.length > 0 && answered.length === 0) return undefined;
      const sections = answered.map(({ node, result }) => ({
        node,
        documents: result?.ok ? result.data.documents.list : [],
      }));
      return { ok: true, code: 200, message: '', data: mergeLatest(sections) };
    },
    // Below the fold: rendered in slices, so the page stays responsive while the cards appear.
    { background: true },
  );

  return (
    <Panel aria-labelledby="home-latest">
      <SectionHead>
        <h2 id="home-latest">{sm.homeLatest}</h2>
      </SectionHead>
      <AsyncContent
        state={state}
        loading={<SkeletonBlock $height={220} />}
        onRetry={retry}
        isEmpty={(documents) => documents.length === 0}
        empty={sm.homeLatestEmpty}
      >
        {(documents) => <DocumentGrid documents={documents} />}
      </AsyncContent>
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

/** The home page's lists: the newest materials and the sections. */
export default function HomeSections() {
  return (
    <>
      <LatestDocuments />
      <SectionsOverview />
    </>
  );
}
