import { useRef, useState, type FormEvent, type RefObject } from 'react';
import { styled } from 'styled-components';
import { Button, MicIcon, message } from '@dongman/ui';
import type { DubbingJob, DubbingJobRecord, DubbingVoice } from '@dongman/api-client';
import { useApi } from '../../app/ApiContext';
import { useSiteMessages } from '../../i18n';
import {
  DUBBING_TEXT_MAX,
  PITCH_MAX,
  PITCH_MIN,
  SPEED_MAX,
  SPEED_MIN,
  charLength,
  clampSpeed,
  validateDubbingText,
} from '../../lib/memberRules';
import { TextArea } from '../member/shared/TextArea';
import { Callout, Row, SectionTitle, Stack, Tag, TextLink } from '../member/shared/styles';
import { GENDER_KEYS } from './VoicePicker';
import { JobResult } from './JobResult';
import { PauseControl } from './PauseControl';
import { SliderField } from './SliderField';
import { paths, toHref } from '../../navigation/paths';

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.md}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const PickHint = styled.p<{ $error: boolean }>`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  /* The voices are beside the form on a desktop and above it on a phone: say where they are. */
  .on-phone {
    display: none;
  }
  ${({ theme }) => theme.media.mobile} {
    .on-phone {
      display: inline;
    }
    .on-desktop {
      display: none;
    }
  }
`;

export interface ComposerProps {
  voice: DubbingVoice | undefined;
  /** Where "redeem a card" sends focus. */
  redeemRef: RefObject<HTMLInputElement | null>;
  onDone: (job: DubbingJob) => void;
  /** The started job is done or failed (the history and the count change). */
  onFinished?: (job: DubbingJobRecord) => void;
  /** Bumped when a card is redeemed: a refusal shown before no longer holds. */
  redeemed?: number;
}

/**
 * Text (≤500, counted live) with 停顿 marks, speed and pitch for the chosen voice → a job whose
 * audio plays here, sentence by sentence adjustable.
 */
export function Composer({ voice, redeemRef, onDone, onFinished, redeemed = 0 }: ComposerProps) {
  const sm = useSiteMessages();
  const api = useApi();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [speed, setSpeed] = useState(1);
  const [pitch, setPitch] = useState(0);
  const [error, setError] = useState<string>();
  const [voiceError, setVoiceError] = useState(false);
  const [refusal, setRefusal] = useState<{ code: number; message: string }>();
  const [busy, setBusy] = useState(false);
  const [job, setJob] = useState<DubbingJob>();
  const count = charLength(text);
  const [seenRedeemed, setSeenRedeemed] = useState(redeemed);
  if (seenRedeemed !== redeemed) {
    setSeenRedeemed(redeemed);
    setRefusal(undefined);
  }

  /** Puts a pause mark at the cursor (or after the selection) and leaves the cursor after it. */
  const insertPause = (mark: string) => {
    const area = textRef.current;
    const at = area?.selectionEnd ?? text.length;
    const next = text.slice(0, at) + mark + text.slice(at);
    setText(next);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + mark.length, at + mark.length);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateDubbingText(text);
    setError(problem ? sm[problem] : undefined);
    setVoiceError(!voice);
    if (problem || !voice || busy) {
      if (problem) document.getElementById('dubbing-text')?.focus();
      return;
    }
    setBusy(true);
    setRefusal(undefined);
    const result = await api.startDubbing({ voiceId: voice.id, text: text.trim(), speed, pitch });
    setBusy(false);
    if (!result) return;
    if (!result.ok) {
      setRefusal({ code: result.code, message: result.message });
      return;
    }
    setJob(result.data);
    message.success(
      sm.t(result.data.status === 'done' ? 'dubbingDone' : 'dubbingQueuedToast', {
        remaining: result.data.remaining,
      }),
    );
    onDone(result.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="composer-title">
      <Stack $gap="lg">
        <SectionTitle id="composer-title">{sm.dubbingComposeTitle}</SectionTitle>
        <Chosen aria-live="polite">
          {voice ? (
            <>
              <span>{sm.dubbingChosenVoice}</span>
              <strong>{voice.name}</strong>
              <Tag $tone="primary">{sm[GENDER_KEYS[voice.gender]]}</Tag>
              <Tag>{voice.style}</Tag>
            </>
          ) : (
            <PickHint role={voiceError ? 'alert' : undefined} $error={voiceError}>
              <span className="on-desktop">{sm.dubbingPickVoice}</span>
              <span className="on-phone">{sm.dubbingPickVoiceAbove}</span>
            </PickHint>
          )}
        </Chosen>
        <TextArea
          ref={textRef}
          id="dubbing-text"
          label={sm.dubbingText}
          required
          rows={6}
          value={text}
          placeholder={sm.dubbingTextPlaceholder}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(validateDubbingText(event.target.value) ? error : undefined);
          }}
          error={error}
          hint={sm.t('charCount', { count, max: DUBBING_TEXT_MAX })}
          style={{ marginBottom: 0 }}
        />
        <PauseControl onInsert={insertPause} />
        <SliderField
          label={sm.dubbingSpeed}
          value={speed}
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={0.1}
          middle={1}
          format={(value) => sm.t('speedValue', { speed: value.toFixed(1) })}
          onChange={(value) => setSpeed(clampSpeed(value))}
        />
        <SliderField
          label={sm.dubbingPitch}
          value={pitch}
          min={PITCH_MIN}
          max={PITCH_MAX}
          step={1}
          middle={0}
          format={(value) => sm.t('pitchValue', { pitch: value > 0 ? `+${value}` : String(value) })}
          onChange={setPitch}
        />
        {refusal && (
          <Callout tone="danger" live data-testid="dubbing-refusal">
            <strong>{sm.dubbingRefusedTitle}</strong>
            <span>{refusal.message}</span>
            {refusal.code === 403 && (
              <Row $gap="md">
                <TextLink href={toHref(paths.memberCenter('upgrade'))}>
                  {sm.memberUpgradeNow}
                </TextLink>
                <Button variant="link" onClick={() => redeemRef.current?.focus()}>
                  {sm.dubbingGoRedeem}
                </Button>
              </Row>
            )}
          </Callout>
        )}
        <Button type="submit" variant="primary" size="lg" icon={<MicIcon />} loading={busy} block>
          {sm.dubbingStart}
        </Button>
        {job && <JobResult job={job} onFinished={onFinished} />}
      </Stack>
    </form>
  );
}
