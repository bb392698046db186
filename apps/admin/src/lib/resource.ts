import type { ApiResult, paths } from '@dongman/api-client';
import { admin } from './api';
import type { CrudApi } from './useCrud';

// A typed adapter for one contract resource edited in the console: its collection path (GET
// lists, POST creates) and its item path (PUT updates, DELETE removes). Row and body types come
// from the contract's paths, so a page names the paths and the writes it offers, nothing more.

type Json<T> = T extends { content: { 'application/json': infer J } } ? J : never;
type Data<J> = J extends { data: infer D } ? D : never;
type ListPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];
type ItemPath = `${string}/{${string}}`;

/** The rows a collection path lists. */
export type RowOf<C extends ListPath> = paths[C] extends {
  get: { responses: { 200: infer R } };
}
  ? Data<Json<R>> extends ReadonlyArray<infer Row>
    ? Row
    : never
  : never;

/** The body an item path's PUT takes (the same as its collection's POST). */
export type BodyOf<I extends keyof paths> = paths[I] extends { put: { requestBody?: infer B } }
  ? Json<NonNullable<B>>
  : never;

/** The item path's one parameter: `/api/admin/notices/{noticeId}` → `noticeId`. */
type IdOf<I> = I extends `${string}/{${infer Id}}` ? Id : never;

type Write = 'create' | 'update' | 'remove';

/** Every write: create, update and remove. */
export const ALL_WRITES: readonly Write[] = ['create', 'update', 'remove'];

// openapi-fetch checks a literal path against its parameters; here the paths are type
// parameters, so the calls go through one loosely typed signature (the types above are the check).
type Call = (path: string, init: object) => Promise<{ data?: unknown; response: Response }>;
const raw = admin.raw as unknown as Record<'GET' | 'POST' | 'PUT' | 'DELETE', Call>;
type Written = Awaited<ReturnType<NonNullable<CrudApi<unknown, unknown>['create']>>>;

export function resource<
  C extends ListPath,
  I extends keyof paths & ItemPath,
  Row extends RowOf<C> & { id: number } = RowOf<C> & { id: number },
>(collection: C, item: I, writes: readonly Write[]): CrudApi<Row, BodyOf<I>> {
  const id = /\{(\w+)\}$/.exec(item)![1] as IdOf<I>;
  const at = (row: Row) => ({ params: { path: { [id]: row.id } } });
  const api: CrudApi<Row, BodyOf<I>> = {
    list: (signal) =>
      admin.call(raw.GET(collection, { signal })) as Promise<ApiResult<Row[]> | undefined>,
  };
  if (writes.includes('create'))
    api.create = (body) => admin.call(raw.POST(collection, { body })) as Promise<Written>;
  if (writes.includes('update'))
    api.update = (row, body) => admin.call(raw.PUT(item, { ...at(row), body })) as Promise<Written>;
  if (writes.includes('remove'))
    api.remove = (row) => admin.call(raw.DELETE(item, at(row))) as Promise<Written>;
  return api;
}
