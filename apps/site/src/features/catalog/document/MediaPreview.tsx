import { styled } from 'styled-components';
import type { MaterialPreview } from '@dongman/api-client';
import { useSiteMessages } from '../../../i18n';

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
`;

const Video = styled.video`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Wave = styled.img`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Player = styled.audio`
  width: 100%;
`;

const Caption = styled.figcaption`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

/** Whole seconds as the caption reads them. */
const seconds = (duration: number | null) => Math.max(1, Math.round(duration ?? 0));

/**
 * A motion material's muted clip, looping under its poster (the controls pause it, and a reader
 * who asks for reduced motion starts it themselves); a sound material's waveform with a player.
 */
export function MediaPreview({ title, preview }: { title: string; preview: MaterialPreview }) {
  const sm = useSiteMessages();
  const reduced =
    typeof window !== 'undefined' &&
    window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
  if (preview.kind === 'video')
    return (
      <Figure aria-label={sm.materialGallery}>
        <Video
          aria-label={sm.t('materialVideoPreview', { title })}
          poster={preview.poster ?? undefined}
          width={preview.width}
          height={preview.height}
          muted
          loop
          playsInline
          autoPlay={!reduced}
          controls
          preload="metadata"
        >
          <source src={preview.src} type={preview.mime} />
        </Video>
        <Caption>{sm.t('materialClipCaption', { seconds: seconds(preview.duration) })}</Caption>
      </Figure>
    );
  return (
    <Figure aria-label={sm.materialGallery}>
      {preview.poster && (
        <Wave
          src={preview.poster}
          alt={sm.t('materialWaveform', { title })}
          width={preview.width}
          height={preview.height}
          decoding="async"
        />
      )}
      <Player
        controls
        preload="none"
        aria-label={sm.t('materialAudioPreview', { title })}
        src={preview.src}
      />
      <Caption>{sm.t('materialClipCaption', { seconds: seconds(preview.duration) })}</Caption>
    </Figure>
  );
}
