import { useId, useState, type FormEvent, type RefObject } from 'react';
import { styled } from 'styled-components';
import { Button, MicIcon, message } from '@dongman/ui';
import type { DubbingJob, DubbingJobRecord, DubbingVoice } from '@dongman/api-client';
import { useApi } from '../../app/ApiContext';
import { useSiteMessages } from '../../i18n';
import {
  DUBBING_TEXT_MAX,
  SPEED_MAX,
  SPEED_MIN,
  charLength,
  clampSpeed,
  validateDubbingText,
} from '../../lib/memberRules';
import { TextArea } from '../member/shared/TextArea';
import {
  Callout,
  Muted,
  Row,
  SectionTitle,
  Stack,
  SubTitle,
  Tag,
  TextLink,
} from '../member/shared/styles';
import { GENDER_KEYS } from './VoicePicker';
import { JobAudio, JobStatus, useJobProgress } from './JobStatus';
import { paths, toHref } from '../../navigation/paths';

const Speed = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  input[type='range'] {
    width: 100%;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  output {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const SpeedHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
`;

const Scale = styled.div`
  display: flex;
  justify-content: space-between;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

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
`;

const Result = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  audio {
    width: 100%;
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

/** Text (≤500, counted live) and speed for the chosen voice → a job whose audio plays here. */
/** The job just started: its progress while it is made, then its audio. */
function JobResult({
  job,
  onFinished,
}: {
  job: DubbingJob;
  onFinished?: (job: DubbingJobRecord) => void;
}) {
  const sm = useSiteMessages();
  const current = useJobProgress(job, onFinished) ?? job;
  return (
    <Result data-testid="dubbing-result">
      <SubTitle>{sm.dubbingResult}</SubTitle>
      <JobStatus job={current} />
      <JobAudio job={current} label={sm.dubbingAudio} preload="metadata" />
      {current.status === 'done' && (
        <Muted>
          {sm.t('dubbingDuration', { seconds: (current.durationMs / 1000).toFixed(1) })}
        </Muted>
      )}
    </Result>
  );
}

export function Composer({ voice, redeemRef, onDone, onFinished, redeemed = 0 }: ComposerProps) {
  const sm = useSiteMessages();
  const api = useApi();
  const speedId = useId();
  const [text, setText] = useState('');
  const [speed, setSpeed] = useState(1);
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
    const result = await api.startDubbing({ voiceId: voice.id, text: text.trim(), speed });
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
              {sm.dubbingPickVoice}
            </PickHint>
          )}
        </Chosen>
        <TextArea
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
        <Speed>
          <SpeedHead>
            <label htmlFor={speedId}>{sm.dubbingSpeed}</label>
            <output htmlFor={speedId}>{sm.t('speedValue', { speed: speed.toFixed(1) })}</output>
          </SpeedHead>
          <input
            id={speedId}
            type="range"
            min={SPEED_MIN}
            max={SPEED_MAX}
            step={0.1}
            value={speed}
            aria-valuetext={sm.t('speedValue', { speed: speed.toFixed(1) })}
            onChange={(event) => setSpeed(clampSpeed(Number(event.target.value)))}
          />
          <Scale aria-hidden="true">
            <span>{sm.t('speedValue', { speed: SPEED_MIN.toFixed(1) })}</span>
            <span>{sm.t('speedValue', { speed: '1.0' })}</span>
            <span>{sm.t('speedValue', { speed: SPEED_MAX.toFixed(1) })}</span>
          </Scale>
        </Speed>
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
