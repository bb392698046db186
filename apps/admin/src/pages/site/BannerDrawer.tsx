import { AdminHomeImageRequestRules as RULES } from '@dongman/api-client/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Drawer } from '@dongman/ui';
import { NumberField, TextField, fieldsOf, useTextField } from '../../components/Fields';
import { FormActions } from '../../components/FormDrawer';
import { admin, type Schemas } from '../../lib/api';
import { afterWrite } from '../../lib/useCrud';
import { Field } from '../../components/Form.styles';
import { useSiteT } from './copy';
import { Thumb } from './site.styles';

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
  const s = useSiteT();
  const field = fieldsOf(RULES, banner);
  const imageUrl = useTextField(RULES, 'imageUrl', banner?.imageUrl ?? '');
  const [preview, setPreview] = useState<string | null>(null);
  const title = useTextField(RULES, 'title', banner?.title ?? '');

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
      imageUrl.set(result.data.url);
      // Shown from the browser's copy: the server serves it only once a banner uses it.
      setPreview(URL.createObjectURL(file));
    });
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const link = String(form.get('link') ?? '').trim();
    const body = {
      title: title.value.trim(),
      imageUrl: imageUrl.value,
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
        <TextField label={s('title')} {...title.props} />
        <Field>
          {s('imageFile')}
          <input
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => void upload(e)}
          />
        </Field>
        <TextField label={s('imageUrl')} {...imageUrl.props} />
        {(preview ?? imageUrl.value) && (
          <Thumb src={preview ?? imageUrl.value} alt={s('imagePreview', { title: title.value })} />
        )}
        <TextField label={s('link')} {...field('link', '')} required={false} />
        <NumberField label={s('sort')} {...field('sort', nextSort)} />
        <FormActions onCancel={onClose} />
      </form>
    </Drawer>
  );
}
