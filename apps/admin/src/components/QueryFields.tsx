import { useState, type FormEvent } from 'react';
import { Button } from '@dongman/ui';
import { useT } from '../copy';

// The controls of a query form above a console table (QueryForm lays them out), and the state
// behind it: the query, a submit that starts again at page 1, and the table's paging.

/** Reads a submitted form's field: its trimmed text, or undefined when empty. */
export type FieldText = (name: string) => string | undefined;

/**
 * A paged query driven by a form: `search` reads the form with `read` (back to page 1), `paging`
 * gives a DataTable its page, total and page changes. A search that asks what is already shown
 * calls `again` (the list's reload): 查询 always asks the server, as an operator expects of it
 * (a preview made, a payment arrived since the page opened).
 */
export function useQueryForm<Q extends { page: number }>(
  initial: Q,
  read: (text: FieldText, form: FormData) => Omit<Q, 'page'>,
) {
  const [query, setQuery] = useState<Q>(initial);
  const search = (event: FormEvent<HTMLFormElement>, again: () => void) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text: FieldText = (name) => String(form.get(name) ?? '').trim() || undefined;
    const next = { ...read(text, form), page: 1 } as Q;
    // The lists are keyed by the query's JSON: the same query would load nothing new.
    if (JSON.stringify(next) === JSON.stringify(query)) again();
    else setQuery(next);
  };
  const paging = (total: number | undefined) => ({
    page: query.page,
    total: total ?? 0,
    onPageChange: (page: number) => setQuery({ ...query, page }),
  });
  return { query, search, paging };
}

/** Free text, as long as the contract allows. */
export function TextFilter(props: {
  label: string;
  name: string;
  rule: { maxLength: number };
  placeholder?: string;
}) {
  return (
    <label>
      {props.label}
      <input name={props.name} maxLength={props.rule.maxLength} placeholder={props.placeholder} />
    </label>
  );
}

/** One of a few values, or all. */
export function ChoiceFilter<V extends string | number>(props: {
  label: string;
  name: string;
  values: readonly V[];
  nameOf: (value: V) => string;
  /** The value chosen before the first search (all by default). */
  defaultValue?: V;
}) {
  const t = useT();
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.defaultValue ?? ''}>
        <option value="">{t('all')}</option>
        {props.values.map((value) => (
          <option key={value} value={value}>
            {props.nameOf(value)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A date range, sent as startDate and endDate. */
export function DateFilters({ from, to }: { from: string; to: string }) {
  return (
    <>
      <label>
        {from}
        <input type="date" name="startDate" />
      </label>
      <label>
        {to}
        <input type="date" name="endDate" />
      </label>
    </>
  );
}

/** The query form's submit button. */
export function SearchButton({ primary = true }: { primary?: boolean }) {
  const t = useT();
  return (
    <Button type="submit" variant={primary ? 'primary' : undefined}>
      {t('search')}
    </Button>
  );
}
