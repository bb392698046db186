import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { DubbingJobRecord, DubbingJobStatus } from '@dongman/api-client';
import { useApi } from '../../app/ApiContext';
import { useSiteMessages } from '../../i18n';
import { Callout, Muted, Row, Tag } from '../member/shared/styles';

type JobState = Pick<
  DubbingJobRecord,
  'id' | 'status' | 'progress' | 'sentences' | 'waitingForEngine' | 'error' | 'audioUrl' | 'mp3Url'
>;

const POLL_MS = 1000;

const Bar = styled.progress`
  width: 100%;
  height: 8px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

const STATUS_KEYS = {
  queued: 'dubbingStatusQueued',
  running: 'dubbingStatusRunning',
  done: 'dubbingStatusDone',
  failed: 'dubbingStatusFailed',
} as const satisfies Record<DubbingJobStatus, string>;
const TONES = { queued: 'neutral', running: 'primary', done: 'success', failed: 'danger' } as const;

export const finished = (job: Pick<JobState, 'status'>) =>
  job.status === 'done' || job.status === 'failed';

/** Re-reads a queued or running job every second until it is done or failed. */
export function useJobProgress<T extends JobState>(
  initial: T | undefined,
  onFinished?: (job: DubbingJobRecord) => void,
): T | DubbingJobRecord | undefined {
  const api = useApi();
  const [job, setJob] = useState<T | DubbingJobRecord | undefined>(initial);
  const [seen, setSeen] = useState(initial);
  if (seen !== initial) {
    setSeen(initial);
    setJob(initial);
  }
  const id = job?.id;
  const pending = job !== undefined && !finished(job);
  useEffect(() => {
    if (!pending || id === undefined) return;
    let stopped = false;
    const timer = setTimeout(async () => {
      const fresh = await api.getDubbingJob(id);
      if (stopped || !fresh?.ok) return;
      setJob(fresh.data);
      if (finished(fresh.data)) onFinished?.(fresh.data);
    }, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, id, pending, job, onFinished]);
  return job;
}

/** Where a job stands: a tag, the sentence progress, and an honest word when it waits or failed. */
export function JobStatus({ job }: { job: JobState }) {
  const sm = useSiteMessages();
  return (
    <>
      <Row $gap="sm">
        <Tag $tone={TONES[job.status]} data-testid="dubbing-job-status">
          {sm[STATUS_KEYS[job.status]]}
        </Tag>
        {!finished(job) && job.sentences > 0 && (
          <Muted>{sm.t('dubbingProgress', { done: job.progress, total: job.sentences })}</Muted>
        )}
      </Row>
      {!finished(job) && job.sentences > 0 && (
        <Bar
          value={job.progress}
          max={job.sentences}
          aria-label={sm.t('dubbingProgress', { done: job.progress, total: job.sentences })}
        />
      )}
      {job.status === 'queued' && job.waitingForEngine && (
        <Callout tone="warning" live data-testid="dubbing-engine-down">
          {sm.dubbingWaitingEngine}
        </Callout>
      )}
      {job.status === 'queued' && !job.waitingForEngine && job.error && (
        <Callout tone="warning" live>
          {sm.t('dubbingRetrying', { error: job.error })}
        </Callout>
      )}
      {job.status === 'done' && job.error && (
        <Callout tone="warning" live data-testid="dubbing-kept-audio">
          {job.error}
        </Callout>
      )}
      {job.status === 'failed' && (
        <Callout tone="danger" live data-testid="dubbing-failed">
          {sm.t('dubbingFailed', { error: job.error ?? '' })}
        </Callout>
      )}
    </>
  );
}

/** The finished audio: a player and both downloads. */
export function JobAudio({
  job,
  label,
  preload = 'none',
}: {
  job: JobState;
  label: string;
  /** 'metadata' where the length should show at once (the job just made). */
  preload?: 'none' | 'metadata';
}) {
  const sm = useSiteMessages();
  if (job.status !== 'done') return null;
  return (
    <>
      <audio controls preload={preload} src={job.audioUrl} aria-label={label} />
      <Row $gap="md">
        <a href={`${job.audioUrl}?download=1`} download={`dubbing-${job.id}.wav`}>
          {sm.dubbingDownloadWav}
        </a>
        <a href={`${job.mp3Url}&download=1`} download={`dubbing-${job.id}.mp3`}>
          {sm.dubbingDownloadMp3}
        </a>
      </Row>
    </>
  );
}
