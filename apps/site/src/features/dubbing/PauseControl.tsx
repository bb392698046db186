import { useState } from 'react';
import { styled } from 'styled-components';
import { Button, Select } from '@dongman/ui';
import { useSiteMessages } from '../../i18n';

/** Pause lengths offered (ms); the server takes up to 5 s a mark. */
export const PAUSE_CHOICES = [300, 500, 1000, 2000] as const;

/** The mark the engines read as a pause (SSML <break> on the cloud; silence on eSpeak). */
export const pauseMark = (ms: number) => `<break time="${ms}ms"/>`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm}px;
  & > :first-child {
    margin-bottom: 0;
  }
`;

/** 停顿: a length and a button that puts a pause mark where the cursor is in the text. */
export function PauseControl({ onInsert }: { onInsert: (mark: string) => void }) {
  const sm = useSiteMessages();
  const [ms, setMs] = useState<number>(500);
  return (
    <Bar>
      <Select
        label={sm.dubbingPauseLength}
        hint={sm.dubbingPauseHint}
        value={ms}
        onChange={(event) => setMs(Number(event.target.value))}
      >
        {PAUSE_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {sm.t('pauseSeconds', { seconds: String(choice / 1000) })}
          </option>
        ))}
      </Select>
      <Button onClick={() => onInsert(pauseMark(ms))}>{sm.dubbingPauseInsert}</Button>
    </Bar>
  );
}
