import { Button, message } from '@dongman/ui';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { Field } from '../../components/Form.styles';
import { Hint } from './content.styles';
import { uploadFile, type AdminDocument } from './documentApi';
import { useContentT } from './copy';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** Cover and material chosen in the new document's own form, before it is saved. */
export function NewDocumentFiles() {
  const t = useContentT();
  return (
    <>
      <Field>
        {t('cover')}
        <input type="file" name="coverFile" accept={IMAGE_TYPES} />
      </Field>
      <Hint>{t('coverHint')}</Hint>
      <Field>
        {t('material')}
        <input type="file" name="materialFile" />
      </Field>
      <Hint>{t('materialHint')}</Hint>
      <Hint>{t('publishNeeds')}</Hint>
    </>
  );
}

/**
 * Uploads the files chosen in NewDocumentFiles to the saved document, cover first; answers the
 * document as it is after the last upload that worked (failures are toasted by the client).
 */
export async function uploadChosenFiles(
  document: AdminDocument,
  form: FormData,
): Promise<AdminDocument | undefined> {
  let latest: AdminDocument | undefined;
  for (const [field, kind] of [
    ['coverFile', 'cover'],
    ['materialFile', 'material'],
  ] as const) {
    const file = form.get(field);
    if (!(file instanceof File) || file.size === 0) continue;
    const result = await uploadFile(document.id, kind, file);
    if (!result?.ok) break;
    message.success(result.message);
    latest = result.data;
  }
  return latest;
}

/** Cancel, save (a draft while unpublished) and, until it is on the site, save and publish. */
export function PublishActions({
  onCancel,
  canPublish,
}: {
  onCancel: () => void;
  canPublish: boolean;
}) {
  const t = useContentT();
  return (
    <Actions>
      <Button type="button" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant={canPublish ? 'secondary' : 'primary'} value="save">
        {t(canPublish ? 'saveDraft' : 'save')}
      </Button>
      {canPublish && (
        <Button type="submit" variant="primary" value="publish">
          {t('saveAndPublish')}
        </Button>
      )}
    </Actions>
  );
}
