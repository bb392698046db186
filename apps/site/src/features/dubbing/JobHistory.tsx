import { useState } from 'react';
import { styled } from 'styled-components';
import { AsyncContent, Pager, Skeleton } from '@dongman/ui';
import type { DubbingJobPage } from '@dongman/api-client';
import { useApi } from '../../app/ApiContext';
import { useApiData } from '@dongman/state';
import { useSiteMessages } from '../../i18n';
import { formatDateTime } from '../../lib/dateTime';
import { Muted, SectionTitle, Stack } from '../member/shared/styles';
import { JobAudio, JobStatus } from './JobStatus';

const PAGE_SIZE = 5;

const Jobs = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs}px;
    padding: ${({ theme }) => theme.space.md}px;
    border-radius: ${({ theme }) => theme.radii.md}px;
    border: 1px solid ${({ theme }) => theme.colors.border}66;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  audio {
    width: 100%;
  }
`;

/**
 * 我的配音记录: the member's jobs, newest first, each with its audio, so a result is still there
 * after a reload. `version` changes when a new job is made (the list loads again).
 */
export function JobHistory({ version }: { version: number }) {
  const sm = useSiteMessages();
  const api = useApi();
  const [page, setPage] = useState(1);
  const { state, reload: retry } = useApiData<DubbingJobPage>(
    `dubbing-jobs-${version}-${page}`,
    (signal) => api.listDubbingJobs({ page, size: PAGE_SIZE }, { signal }),
  );
  return (
    <Stack $gap="md" data-testid="dubbing-history">
      <SectionTitle id="dubbing-history-title">{sm.dubbingHistory}</SectionTitle>
      <AsyncContent
        state={state}
        loading={<Skeleton lines={3} />}
        onRetry={retry}
        isEmpty={(data) => data.total === 0}
        empty={sm.dubbingHistoryEmpty}
      >
        {(data) => (
          <>
            <Jobs aria-labelledby="dubbing-history-title">
              {data.list.map((job) => (
                <li key={job.id}>
                  <p>{job.text}</p>
                  <Muted>
                    {sm.t('dubbingHistoryMeta', {
                      voice: job.voiceName,
                      time: formatDateTime(job.createTime),
                    })}
                  </Muted>
                  <JobStatus job={job} />
                  <JobAudio job={job} label={sm.dubbingAudio} />
                </li>
              ))}
            </Jobs>
            <Pager page={page} size={PAGE_SIZE} total={data.total} onPage={setPage} />
          </>
        )}
      </AsyncContent>
    </Stack>
  );
}
