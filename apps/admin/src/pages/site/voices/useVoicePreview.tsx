import { useEffect, useState } from 'react';
import { admin, type Schemas } from '../../../lib/api';
import { useSiteT } from '../copy';

type PreviewBody = Schemas['AdminVoicePreviewRequest'];

interface Preview {
  name: string;
  src: string;
}

/**
 * 试听: the server speaks a short fixed sample with the voice as sent (saved or still in the form)
 * through the active engine; the WAV plays from a blob URL, released when replaced or unmounted.
 * Failures (engine down, rate limit) are toasted by the client like any other.
 */
export function useVoicePreview() {
  const [preview, setPreview] = useState<Preview | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview.src);
    },
    [preview],
  );

  const play = async (name: string, body: PreviewBody) => {
    setPending(true);
    try {
      const { data } = await admin.raw.POST('/api/admin/voices/preview', {
        body,
        parseAs: 'blob',
      });
      if (data instanceof Blob) setPreview({ name, src: URL.createObjectURL(data) });
    } catch {
      // No answer at all: the client has reported it (transport error); nothing to play.
    } finally {
      setPending(false);
    }
  };
  return { preview, pending, play };
}

/** The player of the latest 试听, labelled with the voice; it starts on its own. */
export function VoicePreviewPlayer({ preview }: { preview: Preview | null }) {
  const s = useSiteT();
  if (!preview) return null;
  return (
    <audio
      key={preview.src}
      src={preview.src}
      controls
      autoPlay
      aria-label={s('previewPlayer', { name: preview.name })}
    />
  );
}
