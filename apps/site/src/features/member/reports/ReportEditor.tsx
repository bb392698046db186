import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Button, CloseIcon, IconButton, Input, Modal, message, useMessages } from '@dongman/ui';
import type { Report } from '@dongman/api-client';
import { useApi } from '../../../app/ApiContext';
import { useSiteMessages } from '../../../i18n';
import { pickImages } from '../../../lib/imageDataUrl';
import {
  REPORT_CONTENT_MAX,
  REPORT_FIELDS,
  REPORT_IMAGES_MAX,
  REPORT_TITLE_MAX,
  charLength,
  isSendableImage,
  validateReport,
  type ReportErrors,
  type ReportField,
} from '../../../lib/memberRules';
import { TextArea } from '../shared/TextArea';
import { Callout, Muted, Row, Tag } from '../shared/styles';
import {
  Form,
  ImagesLabel,
  Thumbs,
  Thumb,
  AddTile,
  Actions,
  ErrorLine,
  RefusedList,
} from './ReportEditor.styles';

export interface ReportEditorProps {
  open: boolean;
  /** The report being edited; undefined for a new one. */
  report?: Report;
  onClose: () => void;
  onSaved: (report: Report) => void;
}

/** Create or edit a report: title, content and up to 6 images read from files as data URLs. */
export function ReportEditor({ open, report, onClose, onSaved }: ReportEditorProps) {
  const sm = useSiteMessages();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={report ? sm.reportEditTitle : sm.reportNewTitle}
      width={640}
      data-testid="report-editor"
    >
      {open && <ReportForm report={report} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ReportForm({
  report,
  onCancel,
  onSaved,
}: {
  report?: Report;
  onCancel: () => void;
  onSaved: (report: Report) => void;
}) {
  const sm = useSiteMessages();
  const m = useMessages();
  const api = useApi();
  const [title, setTitle] = useState(report?.title ?? '');
  const [content, setContent] = useState(report?.content ?? '');
  const [images, setImages] = useState<string[]>(report?.images ?? []);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [refused, setRefused] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const titleRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const room = REPORT_IMAGES_MAX - images.length;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = ''; // choosing the same file again still fires change
    if (files.length === 0) return;
    const result = await pickImages(files, room);
    setImages((list) => [...list, ...result.added].slice(0, REPORT_IMAGES_MAX));
    setRefused(result.refused.map(({ name, error }) => sm.t(error, { name })));
    setErrors((e) => ({ ...e, images: undefined }));
  };

  const removeImage = (index: number) => {
    setImages((list) => list.filter((_, i) => i !== index));
    setErrors((e) => ({ ...e, images: undefined }));
    fileRef.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateReport({ title, content, images });
    setErrors(found);
    const first = REPORT_FIELDS.find((field: ReportField) => found[field]);
    if (first) {
      ({ title: titleRef, content: contentRef, images: fileRef })[first].current?.focus();
      return;
    }
    if (busy) return;
    setBusy(true);
    const body = { title: title.trim(), content: content.trim(), images };
    const result = report
      ? await api.updateReport({ id: report.id, ...body })
      : await api.createReport(body);
    setBusy(false);
    if (!result?.ok) return; // the server's message is shown by the error toast; nothing typed is lost
    message.success(report ? sm.reportUpdated : sm.reportCreated);
    onSaved(result.data);
  };

  const errorText = (field: ReportField) => {
    const key = errors[field];
    return key ? sm[key] : undefined;
  };

  return (
    <Form onSubmit={submit} noValidate aria-label={report ? sm.reportEditTitle : sm.reportNewTitle}>
      {report && (
        <div style={{ marginBottom: 16 }}>
          <Callout tone="info">{sm.reportEditHint}</Callout>
        </div>
      )}
      <Input
        ref={titleRef}
        label={sm.reportTitle}
        required
        value={title}
        maxLength={REPORT_TITLE_MAX}
        onChange={(event) => setTitle(event.target.value)}
        error={errorText('title')}
        hint={sm.t('charCount', { count: charLength(title), max: REPORT_TITLE_MAX })}
      />
      <TextArea
        ref={contentRef}
        label={sm.reportContent}
        required
        rows={6}
        value={content}
        maxLength={REPORT_CONTENT_MAX}
        onChange={(event) => setContent(event.target.value)}
        error={errorText('content')}
        hint={sm.t('charCount', { count: charLength(content), max: REPORT_CONTENT_MAX })}
      />
      <div>
        <ImagesLabel id="report-images-label">
          {sm.reportImages}{' '}
          <Muted as="span">
            {sm.t('reportImagesCount', { count: images.length, max: REPORT_IMAGES_MAX })}
          </Muted>
        </ImagesLabel>
        <Muted id="report-images-hint">{sm.reportImagesHint}</Muted>
        <Thumbs aria-labelledby="report-images-label">
          {images.map((src, index) => {
            const bad = !isSendableImage(src);
            return (
              <Thumb key={`${index}-${src.slice(-24)}`} $bad={bad}>
                <img src={src} alt={sm.t('reportImagePreview', { index: index + 1 })} />
                {bad && <Tag $tone="danger">{sm.reportImageBad}</Tag>}
                <IconButton
                  size="sm"
                  icon={<CloseIcon />}
                  label={sm.t('reportRemoveImage', { index: index + 1 })}
                  onClick={() => removeImage(index)}
                />
              </Thumb>
            );
          })}
          {room > 0 && (
            <li>
              <AddTile>
                <span aria-hidden="true">+</span>
                {sm.reportAddImage}
                <input
                  ref={fileRef}
                  type="file"
                  accept="image/png,image/jpeg,image/webp"
                  multiple
                  aria-describedby={[
                    'report-images-hint',
                    errors.images ? 'report-images-error' : '',
                  ]
                    .filter(Boolean)
                    .join(' ')}
                  aria-invalid={errors.images ? true : undefined}
                  onChange={addFiles}
                />
              </AddTile>
            </li>
          )}
        </Thumbs>
        {errors.images && (
          <ErrorLine id="report-images-error" role="alert">
            {sm[errors.images]}
          </ErrorLine>
        )}
        {refused.length > 0 && (
          <Callout tone="warning" live>
            <RefusedList>
              {refused.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </RefusedList>
          </Callout>
        )}
      </div>
      <Actions>
        <Row $gap="sm">
          <Button onClick={onCancel}>{m.cancel}</Button>
          <Button type="submit" variant="primary" loading={busy}>
            {report ? sm.reportSave : sm.reportSubmit}
          </Button>
        </Row>
      </Actions>
    </Form>
  );
}
