import { useApiData } from '@dongman/state';
import { admin, type Schemas } from '../../lib/api';
import { exportUrl } from '../../lib/openParam';

export type Order = Schemas['AdminOrder'];
export type OrderDetail = Schemas['AdminOrderDetail'];
export type LedgerEntry = Schemas['AdminLedgerEntry'];

export interface OrderQuery {
  status?: Order['status'];
  provider?: Order['provider'];
  member?: string;
  memberId?: number;
  late?: boolean;
  startDate?: string;
  endDate?: string;
  page: number;
}

export interface LedgerQuery {
  member?: string;
  memberId?: number;
  reason?: LedgerEntry['reason'];
  reference?: string;
  startDate?: string;
  endDate?: string;
  page: number;
}

export const PAGE_SIZE = 20;

/** A list call's options for one page of `query`. */
const pageOf = <Q>(query: Q, signal: AbortSignal) => ({
  params: { query: { ...query, size: PAGE_SIZE } },
  signal,
});

/** One page of orders for the query; `reload` after a change. */
export function useOrders(query: OrderQuery | null) {
  return useApiData(query && `orders-${JSON.stringify(query)}`, (signal) =>
    admin.call(admin.raw.GET('/api/admin/orders', pageOf(query, signal))),
  );
}

/** One page of ledger entries for the query. */
export function useLedger(query: LedgerQuery | null) {
  return useApiData(query && `ledger-${JSON.stringify(query)}`, (signal) =>
    admin.call(admin.raw.GET('/api/admin/ledger', pageOf(query, signal))),
  );
}

export function useOrderDetail(orderNo: string | null) {
  return useApiData(orderNo && `order-${orderNo}`, (signal) =>
    admin.call(
      admin.raw.GET('/api/admin/orders/{orderNo}', {
        params: { path: { orderNo: orderNo ?? '' } },
        signal,
      }),
    ),
  );
}

/** The ledger export's address for the same filters (a plain link: the browser downloads it). */
export function ledgerExportUrl(query: Omit<LedgerQuery, 'page'>): string {
  return exportUrl('/api/admin/ledger/export', query);
}
