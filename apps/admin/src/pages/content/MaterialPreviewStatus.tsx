import { useState } from 'react';
import { Button, Tag, message } from '@dongman/ui';
import { can } from '../../lib/access';
import { useSession } from '../../lib/session';
import {
  retryMaterialPreview,
  type MaterialPreviewState,
  type SavedDocumentProps,
} from './documentApi';
import { useContentT } from './copy';

const TONES = { pending: 'info', ready: 'success', failed: 'danger' } as const;

/** A material's preview state as a tag (the list's column, the drawer's line). */
export function MaterialPreviewTag({ preview }: { preview: MaterialPreviewState | null }) {
  const t = useContentT();
  if (!preview) return <>{t('previewNone')}</>;
  return (
    <Tag $tone={TONES[preview.status]}>
      {t(`preview_${preview.kind}`)} · {t(`preview_${preview.status}`)}
    </Tag>
  );
}

/**
 * The drawer's line under the material: where its preview stands, why it failed, and (for an owner
 * or editor, as the server allows) a button that puts a failed one back in the queue.
 */
export function MaterialPreviewStatus({ document, onChanged }: SavedDocumentProps) {
  const t = useContentT();
  const role = useSession().staff?.role;
  const [busy, setBusy] = useState(false);
  const preview = document.material?.preview ?? null;
  if (!preview) return null;

  const retry = async () => {
    setBusy(true);
    const result = await retryMaterialPreview(document.id);
    setBusy(false);
    if (result?.ok) {
      message.success(result.message);
      onChanged(result.data);
    }
  };

  return (
    <p data-testid="material-preview">
      {t('previewStateLabel')}
      <MaterialPreviewTag preview={preview} />
      {preview.status === 'failed' && preview.error && (
        <>
          {' '}
          {t('previewReason')}
          <span>{preview.error}</span>
        </>
      )}
      {preview.status === 'failed' && can(role, 'adminRetryMaterialPreview') && (
        <>
          {' '}
          <Button size="sm" disabled={busy} onClick={() => void retry()}>
            {t('previewRetry')}
          </Button>
        </>
      )}
    </p>
  );
}
