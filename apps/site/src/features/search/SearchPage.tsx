import { parameterRules } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import {
  AsyncContent,
  Button,
  EmptyState,
  Input,
  Link,
  Pager,
  Select,
  Skeleton,
} from '@dongman/ui';
import { searchResultSection, splitMatches } from '@dongman/ui/search';
import type { SearchPage as SearchPageData } from '@dongman/api-client';
import { Breadcrumbs, PageHeader, PageStack, Panel } from '../../components/Page';
import { useApiData } from '@dongman/state';
import { usePageTitle } from '../../hooks/usePageTitle';
import { useSiteMessages } from '../../i18n';
import { formatDay } from '../../lib/formatDay';
import { documentPath, idParam, paths, toHref } from '../../navigation/paths';
import { useSiteNavigate } from '../../navigation/useSiteNavigate';
import { useCatalog } from '../../shell/CatalogContext';
import { useMaterialsApi } from '../member/shared/materials';
import { ListingControls } from '../catalog/listing/ListingControls';
import {
  choiceKey,
  choiceParams,
  choiceQuery,
  readChoice,
  type ListingChoice,
} from '../catalog/listing/listingChoice';

/** The results page's address with the sort and filters kept. */
function searchPath(
  q: string,
  options: { oneClass?: number; page?: number },
  choice: ListingChoice,
) {
  const path = paths.search(q, options);
  const extra = choiceParams(choice).toString();
  return extra ? `${path}&${extra}` : path;
}

export const SEARCH_PAGE_SIZE = 20;

const Filters = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(140px, 220px) auto;
  gap: ${({ theme }) => theme.space.md}px;
  align-items: start;
  & > div {
    margin-bottom: 0;
  }
  & > button {
    margin-top: 26px;
  }
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    & > button {
      margin-top: 0;
    }
  }
`;

const Results = styled.ol`
  display: grid;
  margin: ${({ theme }) => theme.space.lg}px 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space.xs}px ${({ theme }) => theme.space.lg}px;
    padding: ${({ theme }) => theme.space.md}px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border}66;
  }
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  mark {
    background: ${({ theme }) => theme.colors.primary}22;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

/**
 * Search results (#/search?q=…&oneClass=…&page=…): titles containing every word, newest first, a
 * page at a time, optionally in one section. The URL holds the whole state, so results can be
 * shared and the back button walks through searches.
 */
export default function SearchPage() {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const catalog = useCatalog();
  const { go } = useSiteNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const oneClass = idParam(params.get('oneClass') ?? undefined);
  const page = idParam(params.get('page') ?? undefined) ?? 1;
  const choice = readChoice(params);
  usePageTitle(q || undefined, sm.pageSearch);

  // The form edits a draft; submitting (or choosing a section) moves the URL.
  const [draft, setDraft] = useState({ for: q, text: q });
  if (draft.for !== q) setDraft({ for: q, text: q });

  const { state, reload: retry } = useApiData<SearchPageData | null>(
    `search-${q}-${oneClass}-${page}-${choiceKey(choice)}`,
    async (signal) =>
      q
        ? materials.searchDocuments(
            { q, oneClass, page, size: SEARCH_PAGE_SIZE, ...choiceQuery(choice) },
            { signal },
          )
        : { ok: true, code: 200, message: '', data: null },
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.text.trim();
    if (text) go(searchPath(text, { oneClass }, choice));
  };

  return (
    <PageStack>
      <Breadcrumbs
        items={[{ label: sm.pageHome, href: toHref(paths.home()) }, { label: sm.pageSearch }]}
      />
      <Panel aria-labelledby="search-page-title">
        <PageHeader title={<span id="search-page-title">{sm.pageSearch}</span>} />
        <Filters role="search" aria-labelledby="search-page-title" onSubmit={submit}>
          <Input
            label={sm.searchWords}
            name="q"
            type="search"
            maxLength={parameterRules.searchDocuments.q.maxLength}
            value={draft.text}
            hint={sm.searchWordsHint}
            onChange={(event) => setDraft({ for: q, text: event.target.value })}
          />
          <Select
            label={sm.searchSection}
            value={oneClass ?? ''}
            onChange={(event) =>
              q && go(searchPath(q, { oneClass: Number(event.target.value) || undefined }, choice))
            }
          >
            <option value="">{sm.searchAllSections}</option>
            {catalog.tree.map((node) => (
              <option key={node.id} value={node.id}>
                {node.name}
              </option>
            ))}
          </Select>
          <Button type="submit" variant="primary">
            {sm.searchSubmit}
          </Button>
        </Filters>
        {q ? (
          <ListingControls
            choice={choice}
            onChange={(next) => go(searchPath(q, { oneClass }, next))}
          />
        ) : null}
        <AsyncContent
          state={state}
          loading={<Skeleton lines={6} />}
          notFoundTitle={sm.searchNothing}
          onRetry={retry}
        >
          {(data) =>
            !data ? (
              <EmptyState title={sm.searchAsk} />
            ) : data.total === 0 ? (
              <EmptyState title={sm.searchNothing} />
            ) : (
              <>
                <p role="status" data-testid="search-summary">
                  {sm.t('searchSummary', { q, total: data.total })}
                  {data.limited && <Muted> {sm.t('searchLimited', { total: data.total })}</Muted>}
                </p>
                <Results aria-label={sm.pageSearch}>
                  {data.list.map((item) => (
                    <li key={item.id}>
                      <Link href={toHref(documentPath(item))}>
                        {splitMatches(item.title, q).map((part, index) =>
                          part.match ? <mark key={index}>{part.text}</mark> : part.text,
                        )}
                      </Link>
                      <Muted>{formatDay(item.createTime)}</Muted>
                      <Muted>{searchResultSection(item)}</Muted>
                    </li>
                  ))}
                </Results>
                <Pager
                  page={data.page}
                  size={data.size}
                  total={data.total}
                  onPage={(next) => go(searchPath(q, { oneClass, page: next }, choice))}
                />
              </>
            )
          }
        </AsyncContent>
      </Panel>
    </PageStack>
  );
}
