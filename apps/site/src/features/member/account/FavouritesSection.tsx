import { useCallback } from 'react';
import { styled } from 'styled-components';
import { Button, message, visuallyHidden, type TableColumn } from '@dongman/ui';
import type { Favourite, RangedPageQuery } from '@dongman/api-client';
import { useMaterialsApi } from '../shared/materials';
import { useSiteMessages } from '../../../i18n';
import { formatDateTime } from '../../../lib/dateTime';
import { documentPath, toHref } from '../../../navigation/paths';
import { PagedTable } from '../shared/PagedTable';
import { usePagedList } from '../shared/usePagedList';
import { SectionHead, TextLink } from '../shared/styles';

// The cover column's header is for screen readers (a header cell may not be empty).
const Hidden = styled.span`
  ${visuallyHidden}
`;

/** Favourite materials, newest first; each can be opened or removed. */
export function FavouritesSection() {
  const sm = useSiteMessages();
  const materials = useMaterialsApi();
  const load = useCallback(
    (query: RangedPageQuery, signal: AbortSignal) =>
      materials.listFavourites({ page: query.page, size: query.size }, { signal }),
    [materials],
  );
  const list = usePagedList(load);
  const remove = async (row: Favourite) => {
    const result = await materials.removeFavourite(row.id);
    if (!result?.ok) return;
    message.success(sm.favouritesRemoved);
    list.retry();
  };
  const columns: TableColumn<Favourite>[] = [
    {
      key: 'cover',
      header: <Hidden>{sm.materialGallery}</Hidden>,
      render: (row) =>
        row.cover ? (
          <img
            src={row.cover}
            alt=""
            width={96}
            height={60}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 6 }}
          />
        ) : null,
    },
    {
      key: 'title',
      header: sm.downloadsColMaterial,
      render: (row) => <TextLink href={toHref(documentPath(row))}>{row.title}</TextLink>,
    },
    {
      key: 'favouriteTime',
      header: sm.colTime,
      nowrap: true,
      render: (row) => sm.t('favouritesAdded', { date: formatDateTime(row.favouriteTime) }),
    },
    {
      key: 'remove',
      header: sm.colAction,
      nowrap: true,
      // In view on a phone while the rest of the row scrolls.
      stickyEnd: true,
      render: (row) => (
        <Button size="sm" onClick={() => void remove(row)}>
          {sm.favouritesRemove}
        </Button>
      ),
    },
  ];
  return (
    // Unnamed: the table's scroll region is the landmark (named like the heading; one is enough).
    <section>
      <SectionHead
        id="favourites-title"
        title={sm.memberTabFavourites}
        description={sm.favouritesIntro}
      />
      <PagedTable
        list={list}
        columns={columns}
        rowKey={(row) => row.id}
        label={sm.memberTabFavourites}
        emptyText={sm.favouritesEmpty}
        minWidth={600}
      />
    </section>
  );
}
