import { useState } from 'react';
import { styled } from 'styled-components';
import type { DubbingJob, DubbingJobRecord } from '@dongman/api-client';
import { useSiteMessages } from '../../i18n';
import { Muted, SubTitle } from '../member/shared/styles';
import { JobAudio, JobStatus, finished, useJobProgress } from './JobStatus';
import { SentenceList } from './SentenceList';

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

/** The job just started: its progress while it is made, then its audio and its sentences. */
export function JobResult({
  job,
  onFinished,
}: {
  job: DubbingJob;
  onFinished?: (job: DubbingJobRecord) => void;
}) {
  const sm = useSiteMessages();
  // A sentence made again puts the job back in the queue: follow it from there.
  const [tracked, setTracked] = useState<DubbingJob | DubbingJobRecord>(job);
  const [seen, setSeen] = useState(job);
  if (seen !== job) {
    setSeen(job);
    setTracked(job);
  }
  const current = useJobProgress(tracked, onFinished) ?? tracked;
  return (
    <Result data-testid="dubbing-result">
      <SubTitle>{sm.dubbingResult}</SubTitle>
      <JobStatus job={current} />
      {/* The key reloads the player when a sentence made again changes the audio. */}
      <JobAudio
        key={`${current.id}-${current.durationMs}-${current.status}`}
        job={current}
        label={sm.dubbingAudio}
        preload="metadata"
      />
      {current.status === 'done' && (
        <Muted>
          {sm.t('dubbingDuration', { seconds: (current.durationMs / 1000).toFixed(1) })}
        </Muted>
      )}
      <SentenceList
        job={current}
        onRegenerating={(record) => {
          setTracked(record);
          // Made at once (nothing to follow): the history shows the new text now.
          if (finished(record)) onFinished?.(record);
        }}
      />
    </Result>
  );
}
