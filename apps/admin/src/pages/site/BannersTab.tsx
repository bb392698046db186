import { CrudTable } from '../../components/CrudTable';
import { admin, type Schemas } from '../../lib/api';
import { resource } from '../../lib/resource';
import { useCrud } from '../../lib/useCrud';
import { BannerDrawer } from './BannerDrawer';
import { useSiteT } from './copy';
import { Thumb } from './site.styles';

type Banner = Schemas['AdminHomeImage'];

/** The list's only write of a banner: its place (the drawer edits the rest). */
const place = (b: Banner, sort: number) =>
  admin.call(
    admin.raw.PUT('/api/admin/home-images/{imageId}', {
      params: { path: { imageId: b.id } },
      body: { title: b.title, imageUrl: b.imageUrl, link: b.link, sort },
    }),
  );

const banners = resource('/api/admin/home-images', '/api/admin/home-images/{imageId}', ['remove']);

/** Home banners: add (upload), edit, reorder, remove; the home page shows them at once. */
export default function BannersTab() {
  const s = useSiteT();
  const crud = useCrud(banners);
  const { rows } = crud;

  // Moving renumbers the list 1…n in its new order (ties in sort would not move otherwise).
  const move = async (index: number, by: -1 | 1) => {
    const order = [...rows];
    const [row] = order.splice(index, 1);
    order.splice(index + by, 0, row!);
    for (const [i, b] of order.entries()) if (b.sort !== i + 1) await place(b, i + 1);
    crud.reload();
  };

  return (
    <>
      <CrudTable
        crud={crud}
        label={s('bannersTable')}
        newLabel={s('newBanner')}
        rowName={(b) => b.title}
        columns={[
          {
            key: 'image',
            header: s('image'),
            render: (b) => <Thumb src={b.imageUrl} alt={s('imagePreview', { title: b.title })} />,
          },
          { key: 'title', header: s('title') },
          { key: 'link', header: s('link'), render: (b) => b.link ?? '—' },
          { key: 'sort', header: s('sort') },
        ]}
        actions={(b) => {
          const index = rows.indexOf(b);
          return [
            { label: s('edit'), onClick: () => crud.edit(b) },
            {
              label: s('moveUp', { name: b.title }),
              ariaLabel: s('moveUp', { name: b.title }),
              content: '↑',
              disabled: index === 0,
              onClick: () => void move(index, -1),
            },
            {
              label: s('moveDown', { name: b.title }),
              ariaLabel: s('moveDown', { name: b.title }),
              content: '↓',
              disabled: index === rows.length - 1,
              onClick: () => void move(index, 1),
            },
            { label: s('delete'), onClick: () => void crud.remove(b) },
          ];
        }}
      />
      {crud.drawer.open && (
        <BannerDrawer
          key={crud.current?.id ?? 'new'}
          open
          banner={crud.current}
          nextSort={rows.length + 1}
          onClose={crud.close}
          onSaved={() => {
            crud.close();
            crud.reload();
          }}
        />
      )}
    </>
  );
}
