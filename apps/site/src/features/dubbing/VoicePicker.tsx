import { useEffect, useId, useRef, useState } from 'react';
import { Select } from '@dongman/ui';
import type { DubbingVoice } from '@dongman/api-client';
import { useSiteMessages, type SiteMessageKey } from '../../i18n';
import { Tag } from '../member/shared/styles';
import {
  Filters,
  Grid,
  Card,
  Choice,
  Avatar,
  VoiceName,
  Sample,
  FavButton,
  PreviewButton,
} from './VoicePicker.styles';

export type Gender = DubbingVoice['gender'];
export const GENDER_KEYS: Record<Gender, SiteMessageKey> = {
  female: 'genderFemale',
  male: 'genderMale',
  child: 'genderChild',
};

export interface VoiceFilter {
  gender: Gender | '';
  style: string;
}

export function filterVoices(voices: readonly DubbingVoice[], filter: VoiceFilter) {
  return voices.filter(
    (voice) =>
      (!filter.gender || voice.gender === filter.gender) &&
      (!filter.style || voice.style === filter.style),
  );
}

export function VoiceFilters({
  voices,
  value,
  onChange,
}: {
  voices: readonly DubbingVoice[];
  value: VoiceFilter;
  onChange: (filter: VoiceFilter) => void;
}) {
  const sm = useSiteMessages();
  const styles = [...new Set(voices.map((voice) => voice.style))];
  return (
    <Filters>
      <Select
        label={sm.dubbingGender}
        value={value.gender}
        onChange={(event) => onChange({ ...value, gender: event.target.value as Gender | '' })}
      >
        <option value="">{sm.filterAll}</option>
        {(Object.keys(GENDER_KEYS) as Gender[]).map((gender) => (
          <option key={gender} value={gender}>
            {sm[GENDER_KEYS[gender]]}
          </option>
        ))}
      </Select>
      <Select
        label={sm.dubbingStyle}
        value={value.style}
        onChange={(event) => onChange({ ...value, style: event.target.value })}
      >
        <option value="">{sm.filterAll}</option>
        {styles.map((style) => (
          <option key={style} value={style}>
            {style}
          </option>
        ))}
      </Select>
    </Filters>
  );
}

/** Where a voice's 试听 (its sample text, spoken by the engine) is served. */
export const previewUrl = (voiceId: number) => `/api/user/dubbing/voices/${voiceId}/preview`;

/** One preview plays at a time; pressing it again (or another) stops it. */
function usePreview() {
  const audio = useRef<HTMLAudioElement | null>(null);
  const [playing, setPlaying] = useState<number>();
  useEffect(() => () => audio.current?.pause(), []);
  const toggle = (voiceId: number) => {
    audio.current?.pause();
    if (playing === voiceId) {
      setPlaying(undefined);
      return;
    }
    const player = new Audio(previewUrl(voiceId));
    player.onended = () => setPlaying((id) => (id === voiceId ? undefined : id));
    audio.current = player;
    setPlaying(voiceId);
    void player.play()?.catch(() => setPlaying(undefined));
  };
  return { playing, toggle };
}

export interface VoiceGridProps {
  voices: readonly DubbingVoice[];
  selectedId: number | undefined;
  onSelect: (voice: DubbingVoice) => void;
  isCollected: (voice: DubbingVoice) => boolean;
  onToggleFavourite: (voice: DubbingVoice) => void;
  /** Voice ids whose favourite change is on its way. */
  pending: ReadonlySet<number>;
  /** Names the radio group. */
  label: string;
}

/** Voices as a radio group of cards, each with a favourite toggle (a pressed-state button). */
export function VoiceGrid({
  voices,
  selectedId,
  onSelect,
  isCollected,
  onToggleFavourite,
  pending,
  label,
}: VoiceGridProps) {
  const sm = useSiteMessages();
  const name = useId();
  const preview = usePreview();
  return (
    <Grid role="radiogroup" aria-label={label}>
      {voices.map((voice) => {
        const on = isCollected(voice);
        return (
          <Card key={voice.id} data-testid={`voice-${voice.id}`}>
            <Choice
              hideRadio
              name={name}
              value={voice.id}
              checked={voice.id === selectedId}
              onChange={() => onSelect(voice)}
            >
              <Avatar $gender={voice.gender} aria-hidden="true">
                {Array.from(voice.name)[0]}
              </Avatar>
              <VoiceName>{voice.name}</VoiceName>
              <span>
                <Tag $tone="primary">{sm[GENDER_KEYS[voice.gender]]}</Tag> <Tag>{voice.style}</Tag>
              </span>
              <Sample>{voice.sampleText}</Sample>
            </Choice>
            <FavButton
              type="button"
              $on={on}
              aria-pressed={on}
              aria-label={sm.t('dubbingFavouriteOf', { name: voice.name })}
              title={on ? sm.dubbingUnfavourite : sm.dubbingFavourite}
              disabled={pending.has(voice.id)}
              onClick={() => onToggleFavourite(voice)}
            >
              <span aria-hidden="true">{on ? '★' : '☆'}</span>
            </FavButton>
            <PreviewButton
              type="button"
              $on={preview.playing === voice.id}
              aria-pressed={preview.playing === voice.id}
              aria-label={sm.t('dubbingPreviewOf', { name: voice.name })}
              title={sm.dubbingPreview}
              onClick={() => preview.toggle(voice.id)}
            >
              <span aria-hidden="true">{preview.playing === voice.id ? '■' : '▶'}</span>
            </PreviewButton>
          </Card>
        );
      })}
    </Grid>
  );
}
