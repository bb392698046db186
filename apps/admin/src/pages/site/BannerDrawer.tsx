import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, Drawer } from '@dongman/ui';
import { useT } from '../../i18n';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { admin, type Schemas } from '../../lib/api';
import { Field } from '../members/members.styles';
import { useSiteT } from './copy';
import { Thumb, afterWrite } from './shared';

type Banner = Schemas['AdminHomeImage'];

interface Props {
  open: boolean;
  banner: Banner | null;
  nextSort: number;
  onClose: () => void;
  onSaved: () => void;
}

/** Add or edit a banner: the image is uploaded to the server's storage, not typed as a URL. */
export function BannerDrawer({ open, banner, nextSort, onClose, onSaved }: Props) {
  const t = useT();
  const s = useSiteT();
  const [imageUrl, setImageUrl] = useState(banner?.imageUrl ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  const [title, setTitle] = useState(banner?.title ?? '');

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (!file) return;
    const body = new FormData();
    body.append('file', file);
    const result = await admin.call(
      admin.raw.POST('/api/admin/home-image-files', {
        body: body as unknown as { file: string },
      }),
    );
    afterWrite(result, () => {
      if (!result?.ok) return;
      setImageUrl(result.data.url);
      // Shown from the browser's copy: the server serves it only once a banner uses it.
      setPreview(URL.createObjectURL(file));
    });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const link = String(form.get('link') ?? '').trim();
    const body = {
      title: title.trim(),
      imageUrl,
      link: link || null,
      sort: Number(form.get('sort')),
    };
    const result = banner
      ? await admin.call(
          admin.raw.PUT('/api/admin/home-images/{imageId}', {
            params: { path: { imageId: banner.id } },
            body,
          }),
        )
      : await admin.call(admin.raw.POST('/api/admin/home-images', { body }));
    afterWrite(result, onSaved);
  };

  return (
    <Drawer open={open} title={s(banner ? 'editBanner' : 'newBanner')} onClose={onClose}>
      <form onSubmit={(e) => void save(e)}>
        <Field>
          {t('title')}
          <input
            name="title"
            required
            maxLength={100}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
        </Field>
        <Field>
          {s('imageFile')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => void upload(e)}
          />
        </Field>
        <Field>
          {s('imageUrl')}
          <input
            name="imageUrl"
            required
            maxLength={20000}
            value={imageUrl}
            onChange={(e) => setImageUrl(e.currentTarget.value)}
          />
        </Field>
        {(preview ?? imageUrl) && (
          <Thumb src={preview ?? imageUrl} alt={s('imagePreview', { title })} />
        )}
        <Field>
          {s('link')}
          <input name="link" maxLength={500} defaultValue={banner?.link ?? ''} />
        </Field>
        <Field>
          {s('sort')}
          <input
            name="sort"
            type="number"
            min={0}
            max={9999}
            required
            defaultValue={banner?.sort ?? nextSort}
          />
        </Field>
        <Actions>
          <Button type="button" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" variant="primary">
            {t('save')}
          </Button>
        </Actions>
      </form>
    </Drawer>
  );
}
