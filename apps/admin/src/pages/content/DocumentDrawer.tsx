import { AdminDocumentRequestRules as RULES } from '@dongman/api-client/contract';
import { useState, type FormEvent } from 'react';
import { useApiData } from '@dongman/state';
import { Drawer, message } from '@dongman/ui';
import {
  EntitlementField,
  NamedOptions,
  NumberField,
  TextField,
  fieldsOf,
} from '../../components/Fields';
import { cents, entitlement, number, readForm, text } from '../../components/readForm';
import { RichTextField } from '../../components/RichTextField';
import { Field } from '../../components/Form.styles';
import type { TreeClass } from './classApi';
import { getDocument, saveDocument, setPublished, type AdminDocument } from './documentApi';
import { DocumentFiles } from './DocumentFiles';
import { NewDocumentFiles, PublishActions, uploadChosenFiles } from './NewDocumentFiles';
import { useContentT } from './copy';

interface Props {
  /** The document to edit, 'new' for a new one, null when closed. */
  documentId: number | 'new' | null;
  classes: TreeClass[];
  onClose: () => void;
  onSaved: () => void;
}

/** The drawer stays mounted (focus returns on close); the editor inside starts afresh per document. */
export function DocumentDrawer(props: Props) {
  const t = useContentT();
  return (
    <Drawer
      open={props.documentId !== null}
      title={t(props.documentId === 'new' ? 'newDocument' : 'editDocument')}
      onClose={props.onClose}
      width={720}
    >
      {props.documentId !== null && (
        <DocumentEditor key={props.documentId} {...props} documentId={props.documentId} />
      )}
    </Drawer>
  );
}

/** Create or edit a document: section, entitlement, price, body; then its cover and file. */
function DocumentEditor({
  documentId,
  classes,
  onClose,
  onSaved,
}: Props & { documentId: number | 'new' }) {
  const t = useContentT();
  // The document as last saved here, else as loaded (a closed drawer aborts the load).
  const [written, setLoaded] = useState<AdminDocument | null>(null);
  const fetched = useApiData(
    typeof documentId === 'number' ? `document-${documentId}` : null,
    (signal) => getDocument(documentId as number, signal),
  );
  const loaded = written ?? fetched.data ?? null;
  const [chosenClass, setClassId] = useState<number>(0);
  const current = documentId === 'new' ? null : loaded;

  const classId = chosenClass || loaded?.oneClassId || classes[0]?.id || 0;
  const children = classes.find((c) => c.id === classId)?.children ?? [];
  const ready = documentId === 'new' || loaded !== null;

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const publish =
      (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') === 'publish';
    const result = await saveDocument(current?.id ?? null, {
      ...readForm(form, {
        title: text,
        childId: number,
        entitlement,
        price: cents,
        summary: text,
        content: text,
      }),
      oneClassId: classId,
    });
    if (!result?.ok) return;
    message.success(result.message);
    // A new document's files, chosen in this form, go up once it exists (as a draft).
    const saved = (await uploadChosenFiles(result.data, form)) ?? result.data;
    const published = publish ? await setPublished(saved.id, true) : undefined;
    if (published?.ok) message.success(published.message);
    setLoaded(published?.ok ? published.data : saved);
    onSaved();
    // Done when published or when an existing document was saved; a draft stays open for its files.
    if (published?.ok || (documentId !== 'new' && !publish)) onClose();
  };

  const shown = documentId === 'new' ? loaded : current;
  const field = fieldsOf(RULES, shown);
  return (
    <>
      {ready && (
        <form onSubmit={(e) => void save(e)} key={`${documentId}-${shown?.id ?? 'new'}`}>
          <TextField label={t('title')} {...field('title')} />
          <Field>
            {t('section')}
            <select
              name="oneClassId"
              value={classId}
              onChange={(e) => setClassId(Number(e.target.value))}
            >
              <NamedOptions rows={classes} />
            </select>
          </Field>
          {children.length > 0 && (
            <Field>
              {t('childSection')}
              <select name="childId" required defaultValue={shown?.childId || children[0]?.id}>
                <NamedOptions rows={children} />
              </select>
            </Field>
          )}
          <EntitlementField
            label={t('entitlement')}
            noneLabel={t('free')}
            nameOf={(key) => t(`ent_${key}`)}
            defaultValue={shown?.entitlement}
          />
          <NumberField label={t('price')} {...field('price', 0)} cents required={false} />
          <TextField label={t('summary')} {...field('summary')} required={false} rows={2} />
          <RichTextField label={t('body')} {...field('content')} />
          {!shown && <NewDocumentFiles />}
          <PublishActions onCancel={onClose} canPublish={!shown?.published} />
        </form>
      )}
      {shown && (
        <DocumentFiles document={shown} onChanged={(next) => (setLoaded(next), onSaved())} />
      )}
    </>
  );
}
