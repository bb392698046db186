import { useCallback } from 'react';
import { Button, DataTable } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../../lib/api';
import { useAdminData } from '../../lib/useAdminData';
import { BannerDrawer } from './BannerDrawer';
import { useSiteT } from './copy';
import { Thumb, afterWrite, useEditing } from './shared';

type Banner = Schemas['AdminHomeImage'];

const put = (b: Banner, sort: number) =>
  admin.call(
    admin.raw.PUT('/api/admin/home-images/{imageId}', {
      params: { path: { imageId: b.id } },
      body: { title: b.title, imageUrl: b.imageUrl, link: b.link, sort },
    }),
  );

/** Home banners: add (upload), edit, reorder, remove; the home page shows them at once. */
export default function BannersTab() {
  const t = useT();
  const s = useSiteT();
  const { current, open, setEditing, close } = useEditing<Banner>();
  const fetch = useCallback(() => admin.call(admin.raw.GET('/api/admin/home-images', {})), []);
  const { data, reload } = useAdminData(fetch);
  const rows = data ?? [];

  // Moving renumbers the list 1…n in its new order (ties in sort would not move otherwise).
  const move = async (index: number, by: -1 | 1) => {
    const order = [...rows];
    const [row] = order.splice(index, 1);
    order.splice(index + by, 0, row!);
    for (const [i, b] of order.entries()) if (b.sort !== i + 1) await put(b, i + 1);
    reload();
  };
  const remove = async (b: Banner) =>
    afterWrite(
      await admin.call(
        admin.raw.DELETE('/api/admin/home-images/{imageId}', {
          params: { path: { imageId: b.id } },
        }),
      ),
      reload,
    );

  return (
    <>
      <DataTable
        label={s('bannersTable')}
        rows={rows}
        rowKey={(b) => b.id}
        toolbar={
          <Button variant="primary" onClick={() => setEditing('new')}>
            {s('newBanner')}
          </Button>
        }
        columns={[
          {
            key: 'image',
            header: s('image'),
            render: (b) => <Thumb src={b.imageUrl} alt={s('imagePreview', { title: b.title })} />,
          },
          { key: 'title', header: t('title') },
          { key: 'link', header: s('link'), render: (b) => b.link ?? '—' },
          { key: 'sort', header: s('sort') },
          {
            key: 'actions',
            header: t('actions'),
            render: (b) => {
              const index = rows.indexOf(b);
              return (
                <Actions>
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() => setEditing(b)}
                    aria-label={`${t('edit')} ${b.title}`}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    disabled={index === 0}
                    onClick={() => void move(index, -1)}
                    aria-label={s('moveUp', { name: b.title })}
                  >
                    ↑
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    disabled={index === rows.length - 1}
                    onClick={() => void move(index, 1)}
                    aria-label={s('moveDown', { name: b.title })}
                  >
                    ↓
                  </Button>
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() => void remove(b)}
                    aria-label={`${t('delete')} ${b.title}`}
                  >
                    {t('delete')}
                  </Button>
                </Actions>
              );
            },
          },
        ]}
      />
      {open && (
        <BannerDrawer
          key={current?.id ?? 'new'}
          open
          banner={current}
          nextSort={rows.length + 1}
          onClose={close}
          onSaved={() => {
            close();
            reload();
          }}
        />
      )}
    </>
  );
}
