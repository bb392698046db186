import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Button, Input, message } from '@dongman/ui';
import type { DubbingJobRecord, DubbingSentenceList } from '@dongman/api-client';
import { DubbingRegenerateRequestRules } from '@dongman/api-client/contract';
import { useApi } from '../../app/ApiContext';
import { useSiteMessages } from '../../i18n';
import { Muted, Stack, SubTitle } from '../member/shared/styles';

const Sentence = styled.li`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm}px;
  & > :first-child {
    margin-bottom: 0;
  }
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface SentenceListProps {
  /** A finished job (its sentences are read when it is done). */
  job: Pick<DubbingJobRecord, 'id' | 'status' | 'progress'>;
  /** The job went back to the queue for one sentence: follow it. */
  onRegenerating: (job: DubbingJobRecord) => void;
}

/** 逐句调整: each sentence of a done job, reworded or as it is, made again on its own. */
export function SentenceList({ job, onRegenerating }: SentenceListProps) {
  const sm = useSiteMessages();
  const api = useApi();
  const [sentences, setSentences] = useState<DubbingSentenceList>();
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number>();
  const done = job.status === 'done';

  useEffect(() => {
    if (!done) return;
    const controller = new AbortController();
    void api.listDubbingSentences(job.id, { signal: controller.signal }).then((result) => {
      if (!result?.ok) return;
      setSentences(result.data);
      setDrafts(Object.fromEntries(result.data.list.map((s) => [s.index, s.text])));
    });
    return () => controller.abort();
    // Read again whenever the job changes (a sentence made again).
  }, [api, job, done]);

  if (!done || !sentences) return null;
  if (!sentences.list.length) return <Muted>{sm.dubbingSentencesUnavailable}</Muted>;

  const regenerate = async (index: number) => {
    setBusy(index);
    const result = await api.regenerateDubbingSentence(job.id, index, { text: drafts[index] });
    setBusy(undefined);
    if (!result) return;
    if (!result.ok) {
      message.error(result.message);
      return;
    }
    message.success(sm.t('dubbingRegenerateStarted', { n: index + 1 }));
    onRegenerating(result.data);
  };

  return (
    <Stack $gap="sm" data-testid="dubbing-sentences">
      <SubTitle>{sm.dubbingSentences}</SubTitle>
      <Muted>
        {sm.dubbingSentencesHint}{' '}
        {sm.t('dubbingRegenerationsLeft', { count: sentences.regenerationsLeft })}
      </Muted>
      <List>
        {sentences.list.map((sentence) => (
          <Sentence key={sentence.index}>
            <Input
              label={sm.t('dubbingSentenceN', { n: sentence.index + 1 })}
              value={drafts[sentence.index] ?? sentence.text}
              maxLength={DubbingRegenerateRequestRules.text.maxLength}
              onChange={(event) =>
                setDrafts((all) => ({ ...all, [sentence.index]: event.target.value }))
              }
            />
            <Button
              aria-label={sm.t('dubbingRegenerateOf', { n: sentence.index + 1 })}
              loading={busy === sentence.index}
              disabled={sentences.regenerationsLeft <= 0 || busy !== undefined}
              onClick={() => void regenerate(sentence.index)}
            >
              {sm.dubbingRegenerate}
            </Button>
          </Sentence>
        ))}
      </List>
    </Stack>
  );
}
