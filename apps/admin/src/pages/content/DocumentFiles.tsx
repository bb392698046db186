import { useState, type FormEvent } from 'react';
import { Button, message } from '@dongman/ui';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { Field } from '../../components/Form.styles';
import { Hint, Thumb } from './content.styles';
import { uploadFile, type SavedDocumentProps } from './documentApi';
import { MaterialPreviewStatus } from './MaterialPreviewStatus';
import { useContentT } from './copy';

/** Cover image and material file of a saved document, uploaded to the server's storage. */
export function DocumentFiles({ document, onChanged }: SavedDocumentProps) {
  const t = useContentT();
  const [busy, setBusy] = useState<'cover' | 'material' | null>(null);

  const upload = (kind: 'cover' | 'material') => async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const file = new FormData(formElement).get('file');
    if (!(file instanceof File) || file.size === 0) return;
    setBusy(kind);
    const result = await uploadFile(document.id, kind, file);
    setBusy(null);
    if (result?.ok) {
      message.success(result.message);
      formElement.reset();
      onChanged(result.data);
    }
  };

  const button = (kind: 'cover' | 'material') => (
    <Button type="submit" size="sm" disabled={busy !== null}>
      {busy === kind ? t('uploading') : t('upload')}
    </Button>
  );

  return (
    <>
      <form onSubmit={(e) => void upload('cover')(e)}>
        <Field>
          {t('cover')}
          <input type="file" name="file" accept="image/png,image/jpeg,image/webp,image/gif" />
        </Field>
        <Hint>{t('coverHint')}</Hint>
        <Actions>
          {document.cover && <Thumb src={document.cover} alt={t('cover')} />}
          {button('cover')}
        </Actions>
      </form>
      <form onSubmit={(e) => void upload('material')(e)}>
        <Field>
          {t('material')}
          <input type="file" name="file" />
        </Field>
        <Hint>{t('materialHint')}</Hint>
        <Actions>
          <span data-testid="material-name">
            {document.material
              ? `${document.material.fileName}（${Math.ceil(document.material.size / 1024)} KB）`
              : t('noMaterial')}
          </span>
          {button('material')}
        </Actions>
        <MaterialPreviewStatus document={document} onChanged={onChanged} />
      </form>
    </>
  );
}
