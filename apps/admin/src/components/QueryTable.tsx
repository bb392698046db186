import type { FormEvent, ReactNode } from 'react';
import { DataTable, type DataTableProps } from '@dongman/ui';
import type { ApiData } from '@dongman/state';
import { useT } from '../copy';
import { PageTitle, QueryForm } from '../layout/ConsoleLayout.styles';
import { SearchButton } from './QueryFields';
import { withRowActions, type RowActionsOf } from './RowActions';

type Paging = (total: number | undefined) => {
  page: number;
  total: number;
  onPageChange: (page: number) => void;
};

interface QueryTableProps<Row>
  extends
    Omit<DataTableProps<Row>, 'rows' | 'toolbar' | 'page' | 'total' | 'onPageChange' | 'loading'>,
    Partial<RowActionsOf<Row>> {
  /** The page's heading (the table's label unless `label` says otherwise). */
  title: string;
  /**
   * One page of the list as the server answers it (`useApiData(…)` of the query): its data
   * (undefined while loading), whether it loads, and a reload for a search of what is shown.
   */
  list: Pick<ApiData<{ list: Row[]; total: number }>, 'data' | 'loading' | 'reload'>;
  /** The query behind it: `useQueryForm(…)`'s search and paging. */
  query: {
    search: (event: FormEvent<HTMLFormElement>, again: () => void) => void;
    paging: Paging;
  };
  /** The search form's accessible name, when the page has more than one form. */
  searchLabel?: string;
  /** The filters (QueryFields), before the search button. */
  filters: ReactNode;
  /** After the search button, inside the form (an export of the same filters). */
  formEnd?: ReactNode;
  /** After the form (a button that adds a row). */
  toolbarEnd?: ReactNode;
  searchPrimary?: boolean;
}

/**
 * A console list page in the Ant Design Pro way: its heading, a query form (filters, search, then
 * what acts on the same filters) and the paged table of what the server found, with each row's
 * buttons when `actions` are given.
 */
export function QueryTable<Row>({
  title,
  label = title,
  list,
  query,
  searchLabel,
  filters,
  formEnd,
  toolbarEnd,
  searchPrimary,
  rowName,
  actions,
  extra,
  columns,
  ...table
}: Omit<QueryTableProps<Row>, 'label'> & { label?: string }) {
  const t = useT();
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <DataTable
        {...table}
        label={label}
        rows={list.data?.list ?? []}
        loading={list.loading}
        {...query.paging(list.data?.total)}
        columns={
          rowName && actions
            ? withRowActions(columns, t('actions'), { rowName, actions, extra })
            : columns
        }
        toolbar={
          <>
            <QueryForm
              onSubmit={(event) => query.search(event, list.reload)}
              role="search"
              aria-label={searchLabel}
            >
              {filters}
              <SearchButton primary={searchPrimary} />
              {formEnd}
            </QueryForm>
            {toolbarEnd}
          </>
        }
      />
    </>
  );
}
