import { useId } from 'react';
import { styled } from 'styled-components';
import { FormField, visuallyHidden } from '@dongman/ui';
import type { DubbingVoice } from '@dongman/api-client';
import { useSiteMessages, type SiteMessageKey } from '../../i18n';
import { Muted, Tag } from '../member/shared/styles';

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

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  & > div {
    flex: 1 1 140px;
    margin-bottom: 0;
  }
`;

export const Select = styled.select`
  width: 100%;
  height: 36px;
  padding: 0 ${({ theme }) => theme.space.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

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
      <FormField label={sm.dubbingGender}>
        {(control) => (
          <Select
            {...control}
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
        )}
      </FormField>
      <FormField label={sm.dubbingStyle}>
        {(control) => (
          <Select
            {...control}
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
        )}
      </FormField>
    </Filters>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  /* Phones: two compact columns, so the text box is not eight cards away. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm}px;
  }
`;

const Card = styled.div`
  position: relative;
`;

const Choice = styled.label<{ $gender: Gender }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  height: 100%;
  padding: ${({ theme }) => `${theme.space.md}px 44px ${theme.space.md}px ${theme.space.md}px`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    ${visuallyHidden}
  }
  ${({ theme }) => theme.media.mobile} {
    gap: 2px ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.sm}px 36px ${theme.space.sm}px ${theme.space.sm}px`};
  }
`;

const Avatar = styled.span<{ $gender: Gender }>`
  grid-row: span 3;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.onGradient};
  font-size: 18px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ $gender, theme }) =>
    $gender === 'female'
      ? theme.gradients.avatars.female
      : $gender === 'male'
        ? theme.gradients.avatars.male
        : theme.gradients.avatars.neutral};
  ${({ theme }) => theme.media.mobile} {
    grid-row: span 2;
    width: 32px;
    height: 32px;
    font-size: 14px;
  }
`;

const VoiceName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Sample = styled(Muted)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

const FavButton = styled.button<{ $on: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  right: ${({ theme }) => theme.space.sm}px;
  ${({ theme }) => theme.media.mobile} {
    top: 2px;
    right: 2px;
  }
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ $on, theme }) => ($on ? theme.colors.favourite : theme.colors.borderStrong)};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

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
  return (
    <Grid role="radiogroup" aria-label={label}>
      {voices.map((voice) => {
        const on = isCollected(voice);
        return (
          <Card key={voice.id} data-testid={`voice-${voice.id}`}>
            <Choice $gender={voice.gender}>
              <input
                type="radio"
                name={name}
                value={voice.id}
                checked={voice.id === selectedId}
                onChange={() => onSelect(voice)}
              />
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
          </Card>
        );
      })}
    </Grid>
  );
}
