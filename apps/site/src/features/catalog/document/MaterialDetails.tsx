import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, message } from '@dongman/ui';
import type { TwoClassDocument } from '@dongman/api-client';
import { useIsMember } from '@dongman/state';
import { useMaterialsApi } from '../../member/shared/materials';
import { useApi } from '../../../app/ApiContext';
import { useApiData } from '@dongman/state';
import { useSiteMessages } from '../../../i18n';
import { entitlementMessageKey } from '../../../lib/entitlement';
import { formatBytes } from '@dongman/format';
import { formatDay } from '../../../lib/formatDay';
import { DownloadBox } from './DownloadBox';
import { Gallery } from './Gallery';
import { MediaPreview } from './MediaPreview';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(220px, 2fr);
  gap: ${({ theme }) => theme.space.xl}px;
  margin-bottom: ${({ theme }) => theme.space.xl}px;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  align-content: start;
  gap: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

// The download box (button, today's quota, levels) first, then the facts and the favourite button.
const Aside = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md}px;
`;

const Quota = styled.p<{ $tone: 'ok' | 'warn' }>`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $tone }) =>
    $tone === 'ok' ? theme.colors.successSoft : theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
`;

/** What a member pays for, before the click: previews, the file, and what is left today. */
export function MaterialDetails({ doc }: { doc: TwoClassDocument }) {
  const sm = useSiteMessages();
  const api = useApi();
  const materials = useMaterialsApi();
  const isMember = useIsMember();
  const [favourite, setFavourite] = useState(doc.favourite ?? false);
  const [busy, setBusy] = useState(false);
  const { state: check } = useApiData(`material-check-${doc.id}-${isMember}`, (signal) =>
    isMember && doc.downloadKey
      ? api.checkDownload(doc.downloadKey, { signal })
      : Promise.resolve({ ok: false as const, code: 401, message: '', data: null }),
  );

  const toggleFavourite = async () => {
    setBusy(true);
    const result = favourite
      ? await materials.removeFavourite(doc.id)
      : await materials.addFavourite(doc.id);
    setBusy(false);
    if (!result?.ok) return; // failures are reported by the client's events (401 opens login)
    message.success(favourite ? sm.materialFavouriteRemoved : sm.materialFavouriteAdded);
    setFavourite(!favourite);
  };

  let quota: { text: string; tone: 'ok' | 'warn' } | null = null;
  if (!isMember) quota = { text: sm.materialQuotaGuest, tone: 'warn' };
  else if (check.status === 'ready') {
    const { quota: q, unlockLevel, allowed } = check.data;
    if (unlockLevel) quota = { text: sm.t('materialUnlock', { level: unlockLevel }), tone: 'warn' };
    else if (q && (allowed || q.remaining > 0))
      quota = { text: sm.t('materialQuotaLeft', { ...q }), tone: 'ok' };
    else if (q) quota = { text: sm.t('materialQuotaUsedUp', { limit: q.limit }), tone: 'warn' };
  }

  return (
    <Layout>
      {doc.preview && doc.preview.kind !== 'image' ? (
        <MediaPreview title={doc.title} preview={doc.preview} />
      ) : doc.previews && doc.previews.length > 0 ? (
        <Gallery title={doc.title} images={doc.previews} sizes={doc.previewImages} />
      ) : (
        <div />
      )}
      <Aside>
        {doc.downloadKey && (
          <DownloadBox
            downloadKey={doc.downloadKey}
            requiredLevels={doc.requiredLevels}
            quota={
              quota && (
                <Quota $tone={quota.tone} data-testid="material-quota">
                  {quota.text}
                </Quota>
              )
            }
          />
        )}
        <Facts aria-label={sm.materialFacts}>
          <dt>{sm.materialFormat}</dt>
          <dd>{doc.material?.format ?? sm.materialNoFile}</dd>
          {doc.material && (
            <>
              <dt>{sm.materialSize}</dt>
              <dd>{formatBytes(doc.material.size)}</dd>
            </>
          )}
          <dt>{sm.materialUpdated}</dt>
          <dd>{formatDay(doc.updateTime)}</dd>
          <dt>{sm.materialDownloads}</dt>
          <dd>{sm.t('materialDownloadsValue', { count: doc.downloadCount ?? 0 })}</dd>
          <dt>{sm.materialEntitlement}</dt>
          <dd>{doc.entitlement ? sm[entitlementMessageKey(doc.entitlement)] : sm.documentFree}</dd>
        </Facts>
        {isMember && (
          <Button aria-pressed={favourite} loading={busy} onClick={toggleFavourite}>
            {favourite ? sm.materialFavourited : sm.materialFavourite}
          </Button>
        )}
      </Aside>
    </Layout>
  );
}
