import { useId, useState, type FormEvent } from 'react';
import { styled } from 'styled-components';
import { Button, Input, SearchIcon } from '@dongman/ui';
import { useSiteMessages } from '../../../i18n';
import { EMPTY_RANGE, lastDays, validateDateRange, type DateRange } from '../../../lib/dateRange';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  /* FormField keeps a bottom margin for stacked forms; here the row aligns on the inputs. */
  & > div {
    margin-bottom: 0;
  }
  input[type='date'] {
    width: 160px;
  }
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => theme.space.md}px;
    & > div {
      flex: 1 1 120px;
    }
    input[type='date'] {
      width: 100%;
    }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;

export interface DateRangeFilterProps {
  /** The range in force (the list shows it). */
  value: DateRange;
  onApply: (range: DateRange) => void;
  /** Accessible name of the filter form. */
  label: string;
}

/** Start / end day with quick ranges; an end before the start is refused inline. */
export function DateRangeFilter({ value, onApply, label }: DateRangeFilterProps) {
  const sm = useSiteMessages();
  const [draft, setDraft] = useState<DateRange>(value);
  const [error, setError] = useState<string>();
  const formId = useId();

  const apply = (range: DateRange) => {
    const problem = validateDateRange(range);
    if (problem) {
      setError(sm[problem]);
      return;
    }
    setError(undefined);
    setDraft(range);
    onApply(range);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const set = (field: keyof DateRange) => (event: { target: { value: string } }) => {
    setDraft((d) => ({ ...d, [field]: event.target.value }));
    setError(undefined);
  };

  return (
    <Form role="search" aria-label={label} onSubmit={submit} noValidate>
      <Input
        id={`${formId}-start`}
        type="date"
        label={sm.dateStart}
        value={draft.startDate}
        max={draft.endDate || undefined}
        onChange={set('startDate')}
        error={error}
      />
      <Input
        id={`${formId}-end`}
        type="date"
        label={sm.dateEnd}
        value={draft.endDate}
        min={draft.startDate || undefined}
        onChange={set('endDate')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${formId}-start-error` : undefined}
      />
      <Actions>
        <Button type="submit" variant="primary" icon={<SearchIcon />}>
          {sm.dateSearch}
        </Button>
        <Button onClick={() => apply(lastDays(7))}>{sm.dateLast7}</Button>
        <Button onClick={() => apply(lastDays(30))}>{sm.dateLast30}</Button>
        <Button variant="ghost" onClick={() => apply(EMPTY_RANGE)}>
          {sm.dateReset}
        </Button>
      </Actions>
    </Form>
  );
}
